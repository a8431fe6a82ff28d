'use client';
// The session form (new and edit): performance, hall, the hall's published plan, the venue-local date and time,
// status, sale window, the per-order maximum, named tickets, and the plan's price table. Validated with the
// contract's own fields (session-form-values.ts) by the back office's form frame (features/manage ManageForm), which
// shows the API's field errors in place — a price's error on its cell — and a stale save (409 version_conflict) as
// a banner that reloads the session. New sessions take what the address says (?venue=&hall=&date=&time=&performance=:
// the calendar's empty slot, or "new session of this show"). The record selects are controlled and always hold
// their value among their choices (select-choices.ts), so a session's performance and plan show while their lists
// load, and stay when a list's first page lacks them.
import type { TManageEvent } from '@afisha/contracts/manage/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import type { ApiSendResult } from '@/lib/api-client';
import {
  createEvent,
  getPerformance,
  getPlan,
  listPerformances,
  listPlans,
  patchEvent,
} from '../api/events.api';
import { inLocale } from '../kit/localized';
import { ManageForm, useManageResolver } from '../kit/manage-form';
import { PriceTable } from './price-table';
import { selectValue, withCurrentChoice } from './select-choices';
import {
  formFieldOf,
  remapErrorBody,
  sessionCreateBody,
  sessionFormValues,
  sessionPatchBody,
  type TSessionForm,
  type TSessionFormInput,
  ZSessionForm,
} from './session-form-values';

export const SESSION_FORM_FIELDS = [
  'performance',
  'hall',
  'plan',
  'date',
  'time',
  'status',
  'sale_opens_at',
  'sale_closes_at',
  'max_per_order',
  'named_tickets',
  'prices',
  'prices.*',
];

const EDITABLE_STATUSES = ['draft', 'announced', 'on_sale', 'paused'] as const;

export type SessionFormProps = {
  venueId: number;
  halls: { id: number; title: string }[];
  /** The session being edited; absent: a new one. */
  event?: TManageEvent;
  initial?: Partial<TSessionFormInput>;
  onReload?: () => void;
};

/** Fills a failure's error body with the form's field names. */
export function withFormFields<T>(
  result: ApiSendResult<T>,
  sent: readonly { category: string }[],
): ApiSendResult<T> {
  if (result.ok) return result;
  return { ...result, body: remapErrorBody(result.body, (field) => formFieldOf(field, sent)) };
}

export function SessionForm({ venueId, halls, event, initial, onReload }: SessionFormProps) {
  const t = useTranslations('ManageSessions.form');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<TSessionFormInput, unknown, TSessionForm>({
    resolver: useManageResolver(ZSessionForm),
    defaultValues: event
      ? sessionFormValues(event, locale)
      : {
          status: 'draft',
          max_per_order: 10,
          named_tickets: false,
          sale_opens_at: '',
          sale_closes_at: '',
          prices: {},
          ...initial,
        },
  });
  const version = useRef(event?.version);
  // A reload after a conflict brings a new session: the form shows it.
  useEffect(() => {
    if (event) {
      version.current = event.version;
      form.reset(sessionFormValues(event, locale));
    }
  }, [event, form, locale]);

  const plan = useSessionPlan(Number(form.watch('plan')) || null);
  const categoryKeys = plan.data?.categories.map((category) => category.key) ?? [];

  const submit = async (values: TSessionForm) => {
    if (event) {
      const body = sessionPatchBody(values, categoryKeys, version.current ?? event.version);
      return withFormFields(await patchEvent(locale, event.id, body), body.prices ?? []);
    }
    const body = sessionCreateBody(values, categoryKeys);
    return withFormFields(await createEvent(locale, body), body.prices);
  };

  return (
    <ManageForm
      form={form}
      fields={SESSION_FORM_FIELDS}
      submit={submit}
      label={event ? t('editLabel') : t('newLabel')}
      submitLabel={event ? t('save') : t('create')}
      onReload={onReload}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: ['manage', 'events'] });
        if (!saved) return;
        if (event) {
          version.current = saved.version;
          queryClient.setQueryData(['manage', 'event', saved.id, locale], saved);
        } else router.push(`/manage/sessions/${saved.id}`);
      }}
    >
      <SessionFields
        venueId={venueId}
        halls={halls}
        lockPerformance={!!event}
        known={
          event
            ? {
                performance: { id: event.performance.id, title: inLocale(event.performance.title, locale) },
                hall: { id: event.hall.id, title: inLocale(event.hall.title, locale) },
              }
            : undefined
        }
      >
        <InputField name="date" label={t('date')} type="date" />
        <InputField name="time" label={t('time')} type="time" />
      </SessionFields>
    </ManageForm>
  );
}

/** The plan chosen in the form (its categories make the price table), read once per plan and shared. */
export function useSessionPlan(planId: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['manage', 'plan', planId, locale],
    queryFn: () => getPlan(locale, planId as number),
    enabled: planId !== null,
    staleTime: 60_000,
  });
}

/**
 * What a session and a series share: performance, hall, the hall's published plan (its default chosen), status,
 * sale window, per-order maximum, named tickets, and the price table; `children` are the form's own time fields.
 * `known`: the edited session's own performance and hall, named in its choices before (or without) their lists.
 */
export function SessionFields({
  venueId,
  halls,
  lockPerformance,
  known,
  children,
}: {
  venueId: number;
  halls: { id: number; title: string }[];
  lockPerformance: boolean;
  known?: { performance?: KnownRecord; hall?: KnownRecord };
  children?: ReactNode;
}) {
  const t = useTranslations('ManageSessions.form');
  const locale = useLocale();
  const form = useFormContext();
  const hall = Number(form.watch('hall')) || null;
  const planId = Number(form.watch('plan')) || null;
  const plans = useQuery({
    queryKey: ['manage', 'plans', hall, 'published', locale],
    queryFn: () => listPlans(locale, hall as number, 'published'),
    enabled: hall !== null,
  });
  const plan = useSessionPlan(planId);
  const planLabel = (each: { name: string; revision: number | null; seat_count: number }) =>
    t('planOption', { name: each.name, revision: each.revision ?? 0, seats: each.seat_count });
  // A hall's default plan is what a new session gets unless told otherwise.
  useEffect(() => {
    if (!plans.data || form.getValues('plan')) return;
    const chosen = plans.data.results.find((each) => each.is_default) ?? plans.data.results[0];
    if (chosen) form.setValue('plan', chosen.id);
  }, [plans.data, form]);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <PerformanceField venueId={venueId} disabled={lockPerformance} known={known?.performance} />
        <SelectField name="hall" label={t('hall')} numeric onChange={() => form.setValue('plan', undefined)}>
          <option value="">{t('choose')}</option>
          {withCurrentChoice(
            halls.map((each) => ({ value: each.id, label: each.title })),
            hall,
            known?.hall?.id === hall ? known?.hall?.title : undefined,
            `#${hall}`,
          ).map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="plan"
          label={t('plan')}
          numeric
          hint={plans.data?.results.length === 0 ? t('noPublishedPlan') : undefined}
        >
          <option value="">{t('choose')}</option>
          {withCurrentChoice(
            (plans.data?.results ?? []).map((each) => ({ value: each.id, label: planLabel(each) })),
            planId,
            plan.data && plan.data.id === planId ? planLabel(plan.data) : undefined,
            plan.isError ? `#${planId}` : t('loadingChoice'),
          ).map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
        </SelectField>
        <SelectField name="status" label={t('status')}>
          {EDITABLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {children}
        <InputField
          name="sale_opens_at"
          label={t('saleOpens')}
          type="datetime-local"
          hint={t('saleOpensHint')}
        />
        <InputField
          name="sale_closes_at"
          label={t('saleCloses')}
          type="datetime-local"
          hint={t('saleClosesHint')}
        />
        <InputField name="max_per_order" label={t('maxPerOrder')} type="number" />
        <CheckboxField name="named_tickets" label={t('namedTickets')} />
      </div>
      {plan.data ? (
        <PriceTable plan={plan.data} />
      ) : planId ? (
        <p role="status">{t('loadingPlan')}</p>
      ) : (
        <p className="text-muted">{t('choosePlan')}</p>
      )}
    </>
  );
}

type KnownRecord = { id: number; title: string };

function useFieldError(name: string) {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

export function InputField({
  name,
  label,
  type,
  hint,
}: {
  name: string;
  label: string;
  type: string;
  hint?: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} error={error} hint={hint}>
      <input
        type={type}
        step={type === 'time' || type === 'datetime-local' ? 300 : undefined}
        min={type === 'number' ? 1 : undefined}
        max={type === 'number' ? 100 : undefined}
        {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
      />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  numeric = false,
  hint,
  disabled,
  onChange,
  children,
}: {
  name: string;
  label: string;
  numeric?: boolean;
  hint?: string;
  disabled?: boolean;
  onChange?: () => void;
  children: ReactNode;
}) {
  // Controlled: the select shows the form's value whenever its options change (an uncontrolled one is set once, when
  // registered, and shows "choose…" if its options came later).
  const { field, fieldState } = useController({ name });
  return (
    <FormField label={label} error={fieldState.error?.message} hint={hint}>
      <select
        ref={field.ref}
        name={field.name}
        value={selectValue(field.value)}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(event) => {
          const chosen = event.target.value;
          field.onChange(numeric ? (chosen === '' ? undefined : Number(chosen)) : chosen);
          onChange?.();
        }}
      >
        {children}
      </select>
    </FormField>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className="flex flex-col justify-end gap-1">
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-brand" {...register(name)} />
        {label}
      </label>
      {error ? <p className="text-sm text-brand-dark">{error}</p> : null}
    </div>
  );
}

function PerformanceField({
  venueId,
  disabled,
  known,
}: {
  venueId: number;
  disabled: boolean;
  known?: KnownRecord;
}) {
  const t = useTranslations('ManageSessions.form');
  const locale = useLocale();
  const current = Number(useFormContext().watch('performance')) || null;
  const performances = useQuery({
    queryKey: ['manage', 'performances', 'choice', venueId, locale],
    queryFn: () => listPerformances(locale, venueId),
    staleTime: 60_000,
  });
  const choices = (performances.data?.results ?? []).map((each) => ({
    value: each.id,
    label: inLocale(each.title, locale),
  }));
  // A preset performance (?performance=) beyond the list's first page is read on its own, for its name.
  const named = known?.id === current ? known?.title : undefined;
  const missing =
    current !== null &&
    named === undefined &&
    !!performances.data &&
    !choices.some((c) => c.value === current);
  const single = useQuery({
    queryKey: ['manage', 'sessions', 'performance-choice', current, locale],
    queryFn: () => getPerformance(locale, current as number),
    enabled: missing,
    staleTime: 60_000,
  });
  const label =
    named ?? (single.data && single.data.id === current ? inLocale(single.data.title, locale) : undefined);
  return (
    <SelectField name="performance" label={t('performance')} numeric disabled={disabled}>
      <option value="">{t('choose')}</option>
      {withCurrentChoice(choices, current, label, single.isError ? `#${current}` : t('loadingChoice')).map(
        (each) => (
          <option key={each.value} value={each.value}>
            {each.label}
          </option>
        ),
      )}
    </SelectField>
  );
}
