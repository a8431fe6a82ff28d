'use client';
// A react-hook-form resolver for a contracts schema whose messages are the generic ones of SPEC.md section 5, in the
// page's language (see validation-messages.ts for which message a rule gets).
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type IssueLike, validationMessageFor } from './validation-messages';

export function useLocalizedResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const t = useTranslations('Forms');
  const format = useFormatter();
  return useMemo(
    () =>
      zodResolver(schema, {
        error: (issue) => {
          const message = validationMessageFor(issue as IssueLike);
          switch (message.key) {
            case 'minDate':
            case 'maxDate':
              return t(message.key, { date: format.dateTime(message.values.date, { dateStyle: 'long' }) });
            case 'minLength':
            case 'maxLength':
            case 'oneOf':
            case 'minValue':
            case 'maxValue':
              return t(message.key, message.values);
            default:
              return t(message.key);
          }
        },
      }) as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, t, format],
  );
}
