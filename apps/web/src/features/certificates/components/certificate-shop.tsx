'use client';
// The gift certificates' page (PRODUCT.md "Gift certificates", SPEC.md "Certificate draft: template, nominal,
// count"): choose a design and a nominal within its limits (suggested sums or any whole one), the count, whom it is
// for and a greeting; the live preview follows the choice; the buyer's details and the way to pay as at the cart's
// checkout. POST /preorder/buy once, then the bank's page (card) or the SBP panel; field errors of the API go to
// their fields in the visitor's language.
import {
  CERTIFICATE_MAX_COUNT,
  type TCartBuyResponse,
  type TPreorderContent,
  ZPreorderBuyRequest,
} from '@afisha/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrors, FormField, submitButtonClass } from '@/components/ui/form-field';
import { buyerDefaults } from '@/features/checkout/checkout-form-state';
import { BuyerFields } from '@/features/checkout/components/buyer-fields';
import { SbpPanel } from '@/features/checkout/components/sbp-panel';
import { browserStorage, rememberPaidFrom } from '@/features/checkout/payment-result';
import { reachGoal } from '@/lib/analytics';
import { formatPrice } from '@/lib/format/price';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { getQueryClient } from '@/lib/query-client';
import { mediaSrc } from '@/lib/routes';
import { useAccountMeRead } from '@/lib/use-account-me';
import { buyCertificates, certificatePreviewSrc, fetchPreorderContent } from '../api/certificates.api';

// Radio buttons and a select give strings: the numbers are coerced before the contract's limits apply.
const ZForm = ZPreorderBuyRequest.extend({
  template: z.coerce.number().int().positive(),
  count: z.coerce.number().int().min(1).max(CERTIFICATE_MAX_COUNT),
  nominal: z.coerce.number().int().positive(),
  consent: z.boolean().refine(Boolean),
  recipient: z.string().trim().max(100),
  message: z.string().trim().max(200),
});
const FIELDS = [
  'template',
  'nominal',
  'count',
  'name',
  'email',
  'phone',
  'recipient',
  'message',
  'payment_method',
] as const;

const boxClass = 'rounded-2xl border border-line p-4 md:p-6';

export function CertificateShop() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CertificateShopBody />
    </QueryClientProvider>
  );
}

function CertificateShopBody() {
  const t = useTranslations('Certificates');
  const locale = useLocale();
  const account = useAccountMeRead();
  const content = useQuery({
    queryKey: ['certificates', 'content', locale],
    queryFn: async () => {
      const result = await fetchPreorderContent(locale);
      if (!result.ok) throw new Error('preorder content read failed');
      return result.data;
    },
  });
  if (content.isError) return <p className={`${boxClass} text-muted`}>{t('failed')}</p>;
  if (!content.data || account === undefined) return <p className={`${boxClass} text-muted`}>…</p>;
  if (content.data.templates.length === 0) return <p className={`${boxClass} text-muted`}>{t('empty')}</p>;
  return (
    <CertificateForm
      content={content.data}
      defaults={buyerDefaults(account, null, content.data.payment_methods)}
    />
  );
}

function CertificateForm({
  content,
  defaults,
}: {
  content: TPreorderContent;
  defaults: ReturnType<typeof buyerDefaults>;
}) {
  const t = useTranslations('Certificates');
  const tCart = useTranslations('Cart');
  const format = useFormatter();
  const locale = useLocale();
  const first = content.templates[0];
  const form = useForm({
    resolver: useLocalizedResolver(ZForm),
    defaultValues: {
      ...defaults,
      template: first?.id ?? 0,
      nominal:
        content.nominals.find((n) => first && n >= first.min_nominal && n <= first.max_nominal) ?? 3000,
      count: 1,
      recipient: '',
      message: '',
      consent: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);
  const [leaving, setLeaving] = useState(false);
  const [sbpOrder, setSbpOrder] = useState<TCartBuyResponse['order'] | null>(null);

  const templateId = Number(form.watch('template'));
  const nominal = Number(form.watch('nominal'));
  const count = Number(form.watch('count'));
  const template = content.templates.find((one) => one.id === templateId) ?? first;
  const nominalOk =
    template !== undefined &&
    Number.isInteger(nominal) &&
    nominal >= template.min_nominal &&
    nominal <= template.max_nominal;
  // The preview follows typing without a request per keystroke.
  const preview = useDeferredValue(
    nominalOk && template ? certificatePreviewSrc(template.id, nominal, locale) : null,
  );

  const submit = form.handleSubmit(async ({ consent: _consent, recipient, message, ...values }) => {
    server.clearFormErrors();
    if (!nominalOk && template) {
      form.setError('nominal', {
        message: t('nominalRange', { min: template.min_nominal, max: template.max_nominal }),
      });
      return;
    }
    const result = await buyCertificates(locale, {
      ...values,
      ...(recipient ? { recipient } : {}),
      ...(message ? { message } : {}),
    });
    if (!result.ok || !result.data) return server.showServerErrors(result.ok ? undefined : result.body);
    const { order, payment_url } = result.data;
    rememberPaidFrom(browserStorage(), { order: order.id, locale, events: [] });
    reachGoal('oder_start');
    if (values.payment_method === 'sbp') {
      setSbpOrder(order);
      return;
    }
    setLeaving(true);
    window.location.assign(payment_url);
  });

  if (sbpOrder) return <SbpPanel order={sbpOrder} />;
  const busy = isSubmitting || leaving;
  const total = nominalOk && count > 0 ? nominal * count : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('buyer')}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
    >
      <div className="flex flex-col gap-6">
        <fieldset className={`${boxClass} flex flex-col gap-3`}>
          <legend className="px-1 text-lg font-bold text-ink">{t('design')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {content.templates.map((one) => (
              <label
                key={one.id}
                className="flex cursor-pointer flex-col gap-2 rounded-xl border-2 border-line p-2 text-sm text-ink has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
              >
                <input type="radio" value={one.id} {...form.register('template')} className="sr-only" />
                {/* biome-ignore lint/performance/noImgElement: a small SVG of our own media, drawn as is. */}
                <img
                  src={mediaSrc(one.image) ?? ''}
                  alt=""
                  width={300}
                  height={180}
                  className="aspect-[5/3] w-full rounded-lg object-cover"
                />
                <span className="font-semibold">{one.name}</span>
              </label>
            ))}
          </div>
          {errors.template?.message ? (
            <p className="text-sm text-brand-dark">{errors.template.message}</p>
          ) : null}
        </fieldset>
        <div className={`${boxClass} flex flex-col gap-4`}>
          <FormField
            label={t('nominal')}
            error={errors.nominal?.message}
            hint={
              template
                ? t('nominalHint', {
                    min: format.number(template.min_nominal),
                    max: format.number(template.max_nominal),
                  })
                : undefined
            }
          >
            <input
              type="number"
              inputMode="numeric"
              min={template?.min_nominal}
              max={template?.max_nominal}
              step={1}
              {...form.register('nominal', { valueAsNumber: true })}
            />
          </FormField>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('nominal')}</legend>
            {content.nominals
              .filter((n) => !template || (n >= template.min_nominal && n <= template.max_nominal))
              .map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={n === nominal}
                  onClick={() => form.setValue('nominal', n, { shouldValidate: true })}
                  className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand/10"
                >
                  {formatPrice(locale, n)}
                </button>
              ))}
          </fieldset>
          <FormField label={t('count')} error={errors.count?.message}>
            <select {...form.register('count')}>
              {Array.from({ length: content.max_count }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('recipient')} error={errors.recipient?.message}>
            <input type="text" maxLength={100} {...form.register('recipient')} />
          </FormField>
          <FormField label={t('message')} error={errors.message?.message}>
            <textarea rows={2} maxLength={200} {...form.register('message')} />
          </FormField>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <figure className={`${boxClass} flex flex-col gap-2`}>
          <figcaption className="text-sm font-semibold text-muted">{t('preview')}</figcaption>
          {preview ? (
            // biome-ignore lint/performance/noImgElement: the API draws it (SVG) for the chosen design and nominal.
            <img
              src={preview}
              alt={t('preview')}
              width={1000}
              height={600}
              className="aspect-[5/3] w-full rounded-lg"
              data-testid="certificate-preview"
            />
          ) : (
            <div className="aspect-[5/3] w-full rounded-lg bg-surface" />
          )}
        </figure>
        <div className={`${boxClass} flex flex-col gap-4`}>
          <h2 className="text-xl font-bold text-ink">{t('buyer')}</h2>
          <BuyerFields form={form} methods={content.payment_methods} emailHint={t('emailHint')} />
          <p className="flex items-baseline justify-between gap-3 text-ink">
            <span>{t('total')}</span>
            <span className="text-2xl font-bold whitespace-nowrap" data-testid="certificates-total">
              {total === null ? '—' : formatPrice(locale, total)}
            </span>
          </p>
          <FormErrors messages={server.formErrors} />
          <button
            type="submit"
            disabled={busy}
            className={submitButtonClass}
            data-testid="certificates-submit"
          >
            {busy
              ? tCart('checkout.sending')
              : t('pay', { total: total === null ? '' : formatPrice(locale, total) })}
          </button>
        </div>
      </div>
    </form>
  );
}
