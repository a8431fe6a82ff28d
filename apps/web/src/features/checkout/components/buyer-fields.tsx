'use client';
// The buyer's part of a purchase form (the cart's checkout and the gift certificates' page): name, e-mail, phone
// (the SPEC.md phone input), the way to pay among those the site's provider takes, and the consent to the offer,
// with their errors. The form owns its values; these fields only draw and register them. Paying an order again, the
// consent given when the order was made stands: it is said, not asked again.
import type { TPaymentMethod } from '@afisha/contracts';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { Link } from '@/i18n/navigation';

/** The site's offer (a CMS page of the demo catalogue, in the footer menu). */
const OFFER_PATH = '/offer';

export type BuyerFormValues = {
  name: string;
  email: string;
  phone: string | null;
  payment_method: TPaymentMethod;
  consent: boolean;
};

export function BuyerFields({
  form,
  methods,
  emailHint,
  consentGiven = false,
}: {
  // Any form with the buyer's fields among its own (their names are fixed).
  // biome-ignore lint/suspicious/noExplicitAny: the fields below are typed by BuyerFormValues' names.
  form: UseFormReturn<any>;
  methods: readonly TPaymentMethod[];
  emailHint: string;
  /** The buyer accepted the offer already (the order being paid again was made with it): the form's consent is true. */
  consentGiven?: boolean;
}) {
  const t = useTranslations('Cart');
  const tForms = useTranslations('Forms');
  const errors = form.formState.errors as FieldErrors<BuyerFormValues>;
  return (
    <>
      <FormField label={t('checkout.name')} error={errors.name?.message} required>
        <input type="text" autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('checkout.email')} error={errors.email?.message} hint={emailHint} required>
        <input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          // No placeholder: a grey number in the box read as one already typed. The example is a hint under it.
          <FormField
            label={tForms('phone')}
            error={errors.phone?.message}
            hint={t('checkout.phoneHint')}
            required
          >
            <PhoneInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <p className="text-sm text-muted">{t('checkout.requiredNote')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('checkout.method')}</legend>
        {methods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-ink has-[:checked]:border-brand has-[:checked]:bg-brand/5"
          >
            <input
              type="radio"
              value={method}
              {...form.register('payment_method')}
              className="accent-brand"
            />
            <span>{t(`checkout.methods.${method}`)}</span>
          </label>
        ))}
        {errors.payment_method?.message ? (
          <p className="text-sm text-brand-dark">{errors.payment_method.message}</p>
        ) : null}
      </fieldset>
      {consentGiven ? (
        <p className="text-sm text-muted" data-testid="consent-given">
          {t.rich('checkout.consentGiven', { link: offerLink })}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              {...form.register('consent')}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'checkout-consent-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span>{t.rich('checkout.consent', { link: offerLink })}</span>
          </label>
          {errors.consent ? (
            <p id="checkout-consent-error" className="text-sm text-brand-dark">
              {t('checkout.consentRequired')}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}

// A new tab, so the filled form stays where it is.
const offerLink = (chunks: ReactNode) => (
  <Link href={OFFER_PATH} target="_blank" className="text-brand underline hover:no-underline">
    {chunks}
  </Link>
);
