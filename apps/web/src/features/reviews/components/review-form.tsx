'use client';
// The review form of a performance page (POST /reviews, signed in): a rating of 1 to 5 stars, a radio group that
// works with the keyboard (arrows) and reads "3 stars" to screen readers, and the text. Validated with the
// contract's schema in the visitor's language; the API's field errors go under their fields, a second review of
// the same performance turns into "you have reviewed this". Loaded only when needed (review-composer.tsx).
import { REVIEW_TEXT_MAX_LENGTH, ZCreatedReview, ZReviewCreateRequest } from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { apiSend } from '@/lib/browser-api';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { showSuccessToast } from '@/lib/toasts';
import { isAlreadyReviewed } from '../review-errors';
import { REVIEW_FORM_HEADING } from '../review-ids';
import { useReviewState } from './review-state';

const ZReviewForm = ZReviewCreateRequest.omit({ performance: true });
const FIELDS = ['rating', 'text'] as const;
const STARS = [1, 2, 3, 4, 5] as const;

export default function ReviewForm({ performance }: { performance: number }) {
  const t = useTranslations('Reviews');
  const tForms = useTranslations('Forms');
  const locale = useLocale();
  const { setOutcome } = useReviewState();
  const form = useForm({
    resolver: useLocalizedResolver(ZReviewForm),
    defaultValues: { rating: undefined, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);
  const ratingErrorId = useId();
  const textLength = form.watch('text')?.length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    server.clearFormErrors();
    const result = await apiSend('POST', '/reviews', ZCreatedReview, {
      locale,
      body: { performance, ...values },
    });
    if (result.ok && result.data) {
      setOutcome({ kind: 'posted', review: result.data });
      showSuccessToast(t('posted'));
      return;
    }
    if (!result.ok && isAlreadyReviewed(result.body)) {
      setOutcome({ kind: 'already' });
      return;
    }
    server.showServerErrors(result.ok ? undefined : result.body);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={REVIEW_FORM_HEADING}>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold text-ink">{t('rating')}</legend>
            <div className="flex gap-1">
              {STARS.map((stars) => {
                const lit = stars <= (field.value ?? 0);
                return (
                  <label key={stars} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={field.name}
                      value={stars}
                      checked={field.value === stars}
                      onChange={() => field.onChange(stars)}
                      onBlur={field.onBlur}
                      ref={stars === 1 ? field.ref : undefined}
                      aria-describedby={errors.rating ? ratingErrorId : undefined}
                      // Transparent over its star: clicked, tapped and focused where the star is.
                      className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                    />
                    <span
                      aria-hidden="true"
                      className={`block rounded-lg px-1 text-4xl leading-none transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${
                        lit ? 'text-brand' : 'text-muted hover:text-brand'
                      }`}
                    >
                      {lit ? '★' : '☆'}
                    </span>
                    <span className="sr-only">{t('stars', { count: stars })}</span>
                  </label>
                );
              })}
            </div>
            {errors.rating?.message ? (
              <p id={ratingErrorId} className="text-sm text-brand-dark">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField label={t('text')} error={errors.text?.message}>
        <textarea rows={5} {...form.register('text')} />
      </FormField>
      <p className="-mt-3 text-right text-sm text-muted" aria-live="off">
        {t('length', { length: textLength, max: REVIEW_TEXT_MAX_LENGTH })}
      </p>
      <FormErrors messages={server.formErrors} />
      <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} self-start`}>
        {isSubmitting ? tForms('sending') : t('submit')}
      </button>
    </form>
  );
}
