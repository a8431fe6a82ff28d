'use client';
// `/manage/sessions/series`: many sessions at once (POST /manage/events/series). The session's fields and prices
// once, and the dates as a weekly rule (days of the week, times, from, until, dates left out) or a list. "Preview"
// asks the API what it would make (preview: true) and shows each session and what it overlaps in the hall; a tick
// confirms the overlaps; "Create N sessions" makes them all or none. Any change of the form drops the preview, so
// what is made is what was seen.
import type { TSeriesPreview } from '@afisha/contracts/manage/events';
import { timeOfDayFields } from '@afisha/contracts/time-of-day';
import { localAsUtc, todayIn } from '@afisha/contracts/venue-time';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type Path, useForm, useFormContext } from 'react-hook-form';
import { inputClass, submitButtonClass } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { showSuccessToast } from '@/lib/toasts';
import { createSeries } from '../api/events.api';
import { inLocale } from '../kit/localized';
import { useManageResolver } from '../kit/manage-form';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { readRefusal } from '../kit/server-errors';
import { VenueChooser } from '../kit/venue-chooser';
import { addDays } from '../kit/venue-time';
import { OverlapList } from './overlap-list';
import { SESSION_FORM_FIELDS, SessionFields, useSessionPlan } from './session-form';
import {
  formFieldOf,
  remapErrorBody,
  seriesBody,
  type TSeriesForm,
  type TSeriesFormInput,
  ZSeriesForm,
} from './session-form-values';
import { useVenueChoice } from './use-venue-choice';

const SERIES_FIELDS = [
  ...SESSION_FORM_FIELDS,
  'mode',
  'list',
  'list.*',
  'rule.days',
  'rule.times',
  'rule.times.*',
  'rule.from',
  'rule.until',
  'rule.except',
  'rule.except.*',
];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function SeriesPage() {
  const t = useTranslations('ManageSessions');
  const locale = useLocale();
  const params = useSearchParams();
  const { venueId, venue, halls } = useVenueChoice();
  if (venueId === null || !halls.data || !venue.data)
    return <QueryState query={venue.data ? halls : venue} />;
  const today = todayIn(venue.data.timezone);
  const performance = Number(params.get('performance')) || undefined;
  return (
    <>
      <ManagePageHeader
        title={t('titles.series')}
        back={{ href: `/manage/sessions?venue=${venueId}`, label: t('titles.calendar') }}
      >
        <VenueChooser venueId={venueId} dropped={['performance']} />
      </ManagePageHeader>
      <SeriesForm
        key={venueId}
        venueId={venueId}
        halls={halls.data.results.map((hall) => ({ id: hall.id, title: inLocale(hall.title, locale) }))}
        initial={{
          performance,
          hall: halls.data.results.length === 1 ? halls.data.results[0]?.id : undefined,
          rule: { days: [], times: ['19:00'], from: today, until: addDays(today, 27), except: [] },
        }}
      />
    </>
  );
}

function SeriesForm({
  venueId,
  halls,
  initial,
}: {
  venueId: number;
  halls: { id: number; title: string }[];
  initial: Partial<TSeriesFormInput>;
}) {
  const t = useTranslations('ManageSessions.series');
  const formText = useTranslations('Manage.form');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<TSeriesFormInput, unknown, TSeriesForm>({
    resolver: useManageResolver(ZSeriesForm),
    defaultValues: {
      status: 'draft',
      max_per_order: 10,
      named_tickets: false,
      sale_opens_at: '',
      sale_closes_at: '',
      prices: {},
      mode: 'weekly',
      list: [],
      ...initial,
    } as TSeriesFormInput,
  });
  const plan = useSessionPlan(Number(form.watch('plan')) || null);
  const categoryKeys = plan.data?.categories.map((category) => category.key) ?? [];
  const [preview, setPreview] = useState<TSeriesPreview | null>(null);
  const [confirmOverlaps, setConfirmOverlaps] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [overlapRefusal, setOverlapRefusal] = useState(false);
  const previewRef = useRef<HTMLDivElement>(null);

  // What was previewed is what is made: any change asks for a new preview.
  useEffect(() => {
    const subscription = form.watch(() => {
      setPreview(null);
      setConfirmOverlaps(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const send = async (values: TSeriesForm, asPreview: boolean) => {
    setProblems([]);
    setOverlapRefusal(false);
    const body = seriesBody(values, categoryKeys, { preview: asPreview, confirmOverlaps });
    const result = await createSeries(locale, body);
    if (result.ok && result.data) {
      if (result.data.preview) {
        setPreview(result.data);
        requestAnimationFrame(() => previewRef.current?.focus());
      } else {
        void queryClient.invalidateQueries({ queryKey: ['manage', 'events'] });
        void showSuccessToast(t('made', { count: result.data.count }));
        const first = result.data.results[0]?.starts_at.slice(0, 10);
        router.push(`/manage/sessions?venue=${venueId}${first ? `&date=${first}` : ''}`);
      }
      return;
    }
    if (result.ok || result.reason !== 'status') {
      setProblems([formText('unreachable')]);
      return;
    }
    const mapped = remapErrorBody(result.body, (field) => formFieldOf(field, body.prices, values.mode));
    if (result.status === 409 && (mapped as { overlaps?: unknown }).overlaps) {
      setOverlapRefusal(true);
      return;
    }
    const refusal = readRefusal(result.status, mapped, SERIES_FIELDS);
    if (refusal.kind === 'fields') {
      for (const [index, { path, message }] of refusal.errors.fields.entries()) {
        form.setError(
          path as Path<TSeriesFormInput>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        );
      }
      setProblems(refusal.errors.form);
    } else
      setProblems([refusal.kind === 'detail' ? (refusal.detail ?? formText('failed')) : formText('failed')]);
  };

  const overlapCount = preview?.overlap_count ?? 0;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('label')}
        onSubmit={form.handleSubmit((values) => send(values, true))}
        className="flex flex-col gap-5"
      >
        <SessionFields venueId={venueId} halls={halls} lockPerformance={false} />
        <DatesFields />
        {problems.length > 0 ? (
          <ul role="alert" className="rounded-2xl border border-brand/40 bg-brand/5 p-4 text-ink">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <button type="submit" disabled={form.formState.isSubmitting} className={manageSecondaryClass}>
            {t('preview')}
          </button>
        </div>
        {preview ? (
          <div
            ref={previewRef}
            tabIndex={-1}
            className="flex flex-col gap-3 rounded-2xl border border-line p-4 outline-none"
          >
            <h2 className="text-lg font-bold text-ink">{t('previewTitle', { count: preview.count })}</h2>
            <PreviewTable preview={preview} />
            {overlapCount > 0 ? (
              <div role="alert" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
                <OverlapList overlaps={preview.sessions} />
                <label className="flex items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand"
                    checked={confirmOverlaps}
                    onChange={(event) => setConfirmOverlaps(event.target.checked)}
                  />
                  {t('confirmOverlaps', { count: overlapCount })}
                </label>
              </div>
            ) : null}
            {overlapRefusal ? (
              <p role="alert" className="text-brand-dark">
                {t('overlapRefused')}
              </p>
            ) : null}
            <button
              type="button"
              disabled={
                form.formState.isSubmitting || preview.count === 0 || (overlapCount > 0 && !confirmOverlaps)
              }
              onClick={() => void form.handleSubmit((values) => send(values, false))()}
              className={`${submitButtonClass} self-start`}
            >
              {t('create', { count: preview.count })}
            </button>
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}

function PreviewTable({ preview }: { preview: TSeriesPreview }) {
  const t = useTranslations('ManageSessions.series');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <div className="relative max-h-96 overflow-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('previewTitle', { count: preview.count })}</caption>
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('when')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('overlaps')}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.sessions.map((item) => (
            <tr
              key={item.starts_at}
              className={`border-t border-line ${item.overlaps.length > 0 ? 'bg-amber-50' : ''}`}
            >
              <td className="px-3 py-1.5">
                {format.dateTime(localAsUtc(item.starts_at), {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'long',
                  ...timeOfDayFields(locale),
                  timeZone: 'UTC',
                })}
              </td>
              <td className="px-3 py-1.5">
                {item.overlaps.length > 0 ? t('overlapCount', { count: item.overlaps.length }) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DatesFields() {
  const t = useTranslations('ManageSessions.series');
  const format = useFormatter();
  const { watch, setValue, register, getFieldState, formState } = useFormContext<TSeriesFormInput>();
  const mode = watch('mode');
  const rule = watch('rule');
  const list = watch('list') ?? [];
  const [exceptDraft, setExceptDraft] = useState('');
  const [listDraft, setListDraft] = useState('');
  const exceptId = useId();
  const listId = useId();
  const error = (name: Path<TSeriesFormInput>): string | undefined => {
    const message = getFieldState(name, formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const weekdayName = (day: number) =>
    // 2024-01-01 was a Monday: day 1..7 → 1..7 January.
    format.dateTime(new Date(Date.UTC(2024, 0, day, 12)), { weekday: 'long', timeZone: 'UTC' });
  const set = (name: Path<TSeriesFormInput>, value: unknown) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-bold text-ink">{t('dates')}</legend>
      <div role="radiogroup" aria-label={t('mode')} className="flex flex-wrap gap-4">
        {(['weekly', 'list'] as const).map((each) => (
          <label key={each} className="flex items-center gap-2 font-semibold">
            <input type="radio" value={each} className="size-5 accent-brand" {...register('mode')} />
            {t(`modes.${each}`)}
          </label>
        ))}
      </div>
      {mode === 'weekly' ? (
        <>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('days')}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => {
                const checked = rule?.days?.includes(day) ?? false;
                return (
                  <label
                    key={day}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 ${checked ? 'border-ink bg-ink text-white' : 'border-line bg-white'} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={checked}
                      onChange={() =>
                        set(
                          'rule.days',
                          checked
                            ? (rule?.days ?? []).filter((each) => each !== day)
                            : [...(rule?.days ?? []), day],
                        )
                      }
                    />
                    {weekdayName(day)}
                  </label>
                );
              })}
            </div>
            {error('rule.days') ? <p className="mt-1 text-sm text-brand-dark">{error('rule.days')}</p> : null}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('times')}</legend>
            <ul className="mt-1 flex flex-wrap items-center gap-2">
              {(rule?.times ?? []).map((time, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: times are edited in place; the index is the identity.
                <li key={index} className="flex items-center gap-1">
                  <input
                    type="time"
                    step={300}
                    aria-label={t('timeN', { n: index + 1 })}
                    value={time}
                    onChange={(event) =>
                      set(
                        'rule.times',
                        (rule?.times ?? []).map((each, at) => (at === index ? event.target.value : each)),
                      )
                    }
                    className={`${inputClass} w-32`}
                  />
                  {(rule?.times ?? []).length > 1 ? (
                    <button
                      type="button"
                      aria-label={t('removeTime', { time })}
                      onClick={() =>
                        set(
                          'rule.times',
                          (rule?.times ?? []).filter((_, at) => at !== index),
                        )
                      }
                      className="size-9 rounded-full border border-line hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      ×
                    </button>
                  ) : null}
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => set('rule.times', [...(rule?.times ?? []), '14:00'])}
                  className={manageSecondaryClass}
                >
                  {t('addTime')}
                </button>
              </li>
            </ul>
            {error('rule.times') ? (
              <p className="mt-1 text-sm text-brand-dark">{error('rule.times')}</p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 md:grid-cols-2">
            <DateInput name="rule.from" label={t('from')} error={error('rule.from')} />
            <DateInput name="rule.until" label={t('until')} error={error('rule.until')} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={exceptId} className="text-sm font-semibold text-ink">
              {t('except')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={exceptId}
                type="date"
                value={exceptDraft}
                onChange={(event) => setExceptDraft(event.target.value)}
                className={`${inputClass} w-48`}
              />
              <button
                type="button"
                disabled={!exceptDraft}
                onClick={() => {
                  set('rule.except', [...new Set([...(rule?.except ?? []), exceptDraft])].sort());
                  setExceptDraft('');
                }}
                className={manageSecondaryClass}
              >
                {t('addExcept')}
              </button>
            </div>
            <Chips
              values={rule?.except ?? []}
              removeLabel={(value) => t('removeDate', { date: value })}
              onRemove={(value) =>
                set(
                  'rule.except',
                  (rule?.except ?? []).filter((each) => each !== value),
                )
              }
            />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={listId} className="text-sm font-semibold text-ink">
            {t('listAdd')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={listId}
              type="datetime-local"
              step={300}
              value={listDraft}
              onChange={(event) => setListDraft(event.target.value)}
              className={`${inputClass} w-64`}
            />
            <button
              type="button"
              disabled={!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(listDraft)}
              onClick={() => {
                set('list', [...new Set([...list, listDraft])].sort());
                setListDraft('');
              }}
              className={manageSecondaryClass}
            >
              {t('add')}
            </button>
          </div>
          {error('list') ? <p className="text-sm text-brand-dark">{error('list')}</p> : null}
          <Chips
            values={list}
            label={(value) => value.replace('T', ' ')}
            removeLabel={(value) => t('removeDate', { date: value.replace('T', ' ') })}
            onRemove={(value) =>
              set(
                'list',
                list.filter((each) => each !== value),
              )
            }
          />
        </div>
      )}
    </fieldset>
  );
}

function DateInput({ name, label, error }: { name: Path<TSeriesFormInput>; label: string; error?: string }) {
  const { register } = useFormContext<TSeriesFormInput>();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        aria-invalid={error ? true : undefined}
        className={inputClass}
        {...register(name)}
      />
      {error ? <p className="text-sm text-brand-dark">{error}</p> : null}
    </div>
  );
}

function Chips({
  values,
  label = (value) => value,
  removeLabel,
  onRemove,
}: {
  values: readonly string[];
  label?: (value: string) => string;
  removeLabel: (value: string) => string;
  onRemove: (value: string) => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value} className="flex items-center gap-1 rounded-full bg-surface py-1 pr-1 pl-3 text-sm">
          {label(value)}
          <button
            type="button"
            aria-label={removeLabel(value)}
            onClick={() => onRemove(value)}
            className="size-7 rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
