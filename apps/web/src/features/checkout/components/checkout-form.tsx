'use client';
// The buyer's form on /cart (PRODUCT.md "Cart"): name, email, phone (the SPEC.md phone input of the profile), the
// consent to the offer, and the way to pay (card or SBP), prefilled from the pending order or the profile. Sends
// POST /cart/buy once (the button is disabled from the click until the page leaves), fires `oder_start`, and goes
// to the bank's page (card) or hands the order to the SBP panel. Field errors of the API go to their fields in the
// visitor's language; an ended hold, an order that can no longer be paid and too many places are explained.
import {
  type TCartBuyResponse,
  type TPaymentMethod,
  type TPendingOrder,
  ZCartBuyRequest,
  ZCartPerson,
} from '@afisha/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrors, submitButtonClass } from '@/components/ui/form-field';
import { reachGoal } from '@/lib/analytics';
import { useLocalizedResolver } from '@/lib/forms/use-localized-resolver';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { useAccountMeRead } from '@/lib/use-account-me';
import { buy } from '../api/checkout.api';
import { type BuyRefusal, buyerDefaults, buyRefusal } from '../checkout-form-state';
import { browserStorage, paidFrom, rememberPaidFrom } from '../payment-result';
import { BuyerFields } from './buyer-fields';
import { HolderFields, type NamedPlace } from './holder-fields';

const ZCheckout = ZCartBuyRequest.pick({ name: true, email: true, phone: true, payment_method: true }).extend(
  {
    consent: z.boolean().refine(Boolean),
    persons: z.array(ZCartPerson),
  },
);
const FIELDS = ['name', 'email', 'phone', 'payment_method'] as const;

export type CheckoutFormProps = {
  /** The sessions being paid for (the way back to their seat maps if the payment fails for good). */
  events: { id: number; title: string }[];
  pending: TPendingOrder | null;
  /** An SBP order was made: show its QR code or link. */
  onSbp: (order: TCartBuyResponse['order']) => void;
  /** The hold ended (or the order can no longer be paid): the page says so and reads the cart again. */
  onGone: (refusal: BuyRefusal) => void;
  submitLabel: string;
  /** The ways to pay the site's payment provider takes (the cart content says); the others are not offered. */
  methods: readonly TPaymentMethod[];
  /** Places of sessions with named tickets: the form asks for their holders. */
  namedPlaces?: readonly NamedPlace[];
};

export function CheckoutForm(props: CheckoutFormProps) {
  const account = useAccountMeRead();
  // The profile arrives after the cart; the form starts once it is known, so the prefill is not lost.
  if (account === undefined && !props.pending) return null;
  return <CheckoutFormBody {...props} defaults={buyerDefaults(account, props.pending, props.methods)} />;
}

function CheckoutFormBody({
  events,
  pending,
  onSbp,
  onGone,
  submitLabel,
  defaults,
  methods,
  namedPlaces = [],
}: CheckoutFormProps & { defaults: ReturnType<typeof buyerDefaults> }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const form = useForm({
    resolver: useLocalizedResolver(ZCheckout),
    defaultValues: {
      ...defaults,
      // The order being paid again was made with the consent: it stands.
      consent: pending !== null,
      persons: namedPlaces.map((place) => ({
        item: place.item,
        name: '',
        document_type: Number.NaN,
        document_number: '',
      })),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const server = useServerErrors(FIELDS, form.setError);
  const [refusal, setRefusal] = useState<BuyRefusal | null>(null);
  // From a successful answer until the bank's page opens: no second order, no second click.
  const [leaving, setLeaving] = useState(false);

  const submit = form.handleSubmit(async ({ consent: _consent, ...values }) => {
    server.clearFormErrors();
    setRefusal(null);
    const result = await buy(locale, values);
    if (!result.ok || !result.data) {
      if (result.ok) return server.showServerErrors(undefined);
      const why = buyRefusal(result);
      if (why.kind === 'fields') return server.showServerErrors(result.body);
      if (why.kind === 'too_many_places') setRefusal(why);
      else onGone(why);
      return;
    }
    const { order, payment_url } = result.data;
    const storage = browserStorage();
    // Paying a pending order again: its sessions were remembered when it was made.
    const sessions = events.length > 0 ? events : (paidFrom(storage, order.id)?.events ?? []);
    rememberPaidFrom(storage, { order: order.id, locale, events: sessions });
    reachGoal('oder_start');
    // A zero-total order is paid at once: its payment_url is the result page, whatever the method.
    if (values.payment_method === 'sbp' && order.status !== 'paid') {
      onSbp(order);
      return;
    }
    setLeaving(true);
    window.location.assign(payment_url);
  });

  const busy = isSubmitting || leaving;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('checkout.title')}>
      <h2 className="text-xl font-bold text-ink">{t('checkout.title')}</h2>
      <BuyerFields
        form={form}
        methods={methods}
        emailHint={t('checkout.emailHint')}
        consentGiven={pending !== null}
      />
      <HolderFields places={namedPlaces} register={form.register} errors={errors} />
      <div role="alert" className="empty:hidden">
        {refusal ? <RefusalText refusal={refusal} /> : null}
      </div>
      <FormErrors messages={server.formErrors} />
      <button type="submit" disabled={busy} className={submitButtonClass} data-testid="checkout-submit">
        {busy ? t('checkout.sending') : submitLabel}
      </button>
      {pending ? null : <p className="text-xs text-muted">{t('checkout.afterPay')}</p>}
    </form>
  );
}

/** Why POST /cart/buy was refused, for the visitor. */
export function RefusalText({ refusal }: { refusal: BuyRefusal }) {
  const t = useTranslations('Cart');
  const text =
    refusal.kind === 'too_many_places'
      ? [refusal.message, t('checkout.tooManyPlaces')].filter(Boolean).join(' ')
      : refusal.kind === 'order_closed'
        ? t('checkout.orderClosed')
        : t('checkout.holdExpired');
  return <p className="rounded-xl border border-brand/40 bg-brand/5 px-4 py-3 text-ink">{text}</p>;
}
