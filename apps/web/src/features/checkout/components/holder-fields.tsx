'use client';
// The holders of named tickets in the buyer's form (sessions that require them, `requires_names` of the cart): for
// each place, the holder's name, identity document type (GET /documenttypes) and number. The fields belong to the
// checkout form (react-hook-form `persons.N.*`), checked by the same contract as the API's.
import type { TDocumentType } from '@afisha/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { fetchDocumentTypes } from '../api/checkout.api';

/** A place that needs its holder; `key` tells the places of one zone line apart. */
export type NamedPlace = { item: number; label: string; key: string };

type PersonsForm = {
  persons: { item: number; name: string; document_type: number; document_number: string }[];
};

export function HolderFields<T extends PersonsForm>({
  places,
  register,
  errors,
}: {
  places: readonly NamedPlace[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useTranslations('Cart.holders');
  const locale = useLocale();
  const types = useQuery({
    queryKey: ['documenttypes', locale],
    queryFn: async (): Promise<TDocumentType[]> => {
      const result = await fetchDocumentTypes(locale);
      if (!result.ok) throw new Error(result.reason);
      return result.data;
    },
    staleTime: 300_000,
  });
  if (places.length === 0) return null;
  const reg = register as unknown as UseFormRegister<PersonsForm>;
  const personErrors = (errors as FieldErrors<PersonsForm>).persons;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-bold text-ink">{t('title')}</legend>
      <p className="text-sm text-muted">{t('why')}</p>
      {places.map((place, index) => {
        const mine = personErrors?.[index];
        return (
          <div key={place.key} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <p className="text-sm font-semibold text-ink">{place.label}</p>
            <input type="hidden" {...reg(`persons.${index}.item`, { valueAsNumber: true })} />
            <FormField label={t('name')} error={mine?.name?.message}>
              <input type="text" autoComplete="off" {...reg(`persons.${index}.name`)} />
            </FormField>
            <FormField label={t('documentType')} error={mine?.document_type?.message}>
              <select {...reg(`persons.${index}.document_type`, { valueAsNumber: true })}>
                <option value="">{t('choose')}</option>
                {(types.data ?? []).map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t('documentNumber')} error={mine?.document_number?.message}>
              <input type="text" autoComplete="off" {...reg(`persons.${index}.document_number`)} />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
