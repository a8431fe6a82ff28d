'use client';
// `/manage/sessions/prices`: the prices of many sessions at once (issue 30; GET and POST /manage/events/prices). The
// sessions come from the address: ticked in the list (`?events=1,2,3`), a whole series (`?series=`), or every
// upcoming session of a performance in a hall (`?performance=&hall=`). The form shows each category the sessions'
// plans have with its price now (or "differs"), takes the new price (blank: unchanged), sums the change up before it
// is confirmed ("12 sessions · Stalls 1 500 → 1 800 ₽"), and shows the API's refusals in place: a field's under its
// row, a session's (changed meanwhile, cancelled, past, a category not in its plan) in a list, nothing changed.
import type { TBulkPricesChange, TBulkPricesForm } from '@afisha/contracts/manage/event-prices';
import { ZBulkPricesRefused } from '@afisha/contracts/manage/event-prices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { inputClass, submitButtonClass } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { formatPrice, formatPriceRange } from '@/lib/format/price';
import { changeEventsPrices, getEventsPricesForm, listEvents } from '../api/events.api';
import { inLocale } from '../kit/localized';
import { ManagePageHeader, manageSecondaryClass } from '../kit/page-header';
import { QueryState } from '../kit/query-state';
import { useLocalWhen } from '../kit/use-local-when';
import { addDays } from '../kit/venue-time';
import { parsePrice } from './price-input';

type Category = TBulkPricesForm['categories'][number];

/** The sessions the address names, as ids (at most 500), and where they came from. */
function useChosenSessions(venueId: number | null) {
  const params = useSearchParams();
  const locale = useLocale();
  const listed = (params.get('events') ?? '')
    .split(',')
    .filter((each) => /^\d{1,10}$/.test(each))
    .map(Number)
    .slice(0, 500);
  const series = params.get('series') ?? '';
  const performance = params.get('performance') ?? '';
  const hall = params.get('hall') ?? '';
  const byFilter =
    listed.length === 0 &&
    venueId !== null &&
    (/^[0-9a-f-]{36}$/.test(series) || (/^\d{1,9}$/.test(performance) && /^\d{1,9}$/.test(hall)));
  const today = new Date().toISOString().slice(0, 10);
  const found = useQuery({
    queryKey: ['manage', 'events', 'bulk-choice', venueId, series, performance, hall, locale],
    queryFn: () =>
      listEvents(locale, {
        venue: String(venueId),
        ...(series ? { series } : { performance, hall, date_from: addDays(today, -1) }),
        ordering: 'starts_at',
        limit: 500,
        offset: 0,
      }),
    enabled: byFilter,
  });
  if (listed.length > 0) return { ids: listed, found: null };
  return {
    ids: (found.data?.results ?? []).filter((each) => each.status !== 'cancelled').map((each) => each.id),
    found: byFilter ? found : null,
  };
}

export function BulkPricesPage() {
  const t = useTranslations('ManageSessions.bulk');
  const validation = useTranslations('Manage.validation');
  const locale = useLocale();
  const localWhen = useLocalWhen('medium');
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const venueParam = params.get('venue');
  const venueId = venueParam && /^\d{1,9}$/.test(venueParam) ? Number(venueParam) : null;
  const { ids, found } = useChosenSessions(venueId);
  const form = useQuery({
    queryKey: ['manage', 'events', 'bulk-prices', ids.join(','), locale],
    queryFn: () => getEventsPricesForm(locale, ids),
    enabled: ids.length > 0,
  });
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<{ key: string; price: number }[] | null>(null);
  const [refusal, setRefusal] = useState<{ detail: string; events: { id: number; detail: string }[] } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const back = venueId !== null ? `/manage/sessions?venue=${venueId}&view=list` : '/manage/sessions';
  const header = (
    <ManagePageHeader title={t('title')} back={{ href: back, label: t('back') }}>
      <p className="text-muted">{t('hint')}</p>
    </ManagePageHeader>
  );
  if (found && !found.data)
    return (
      <>
        {header}
        <QueryState query={found} />
      </>
    );
  if (ids.length === 0) {
    return (
      <>
        {header}
        <p role="status" className="rounded-2xl bg-surface p-4 text-ink">
          {t('none')}
        </p>
      </>
    );
  }
  if (!form.data)
    return (
      <>
        {header}
        <QueryState query={form} />
      </>
    );
  const data = form.data;
  const open = data.sessions.filter((session) => session.refusal === null);
  const closed = data.sessions.filter((session) => session.refusal !== null);
  const byKey = new Map(data.categories.map((category) => [category.category, category]));

  const current = (category: Category) => {
    if (category.prices.length === 0) return t('unpriced');
    const [low = 0] = category.prices;
    const high = category.prices.at(-1) ?? low;
    const price =
      category.prices.length === 1
        ? formatPrice(locale, low)
        : t('differs', { range: formatPriceRange(locale, low, high) });
    return category.unpriced > 0 ? t('partlyUnpriced', { price, count: category.unpriced }) : price;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setFailure(null);
    const errors: Record<string, string> = {};
    const changes: { key: string; price: number }[] = [];
    for (const category of data.categories) {
      const reading = parsePrice(texts[category.category] ?? '');
      if (!reading.ok) {
        errors[category.category] = validation(
          reading.problem === 'negative'
            ? 'priceNegative'
            : reading.problem === 'too_big'
              ? 'priceTooBig'
              : 'priceUnreadable',
        );
      } else if (reading.roubles !== null) changes.push({ key: category.category, price: reading.roubles });
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (changes.length === 0) {
      setFailure(t('nothing'));
      return;
    }
    setSummary(changes);
  };

  const confirm = async () => {
    if (!summary) return;
    setSending(true);
    const body: TBulkPricesChange = {
      events: open.map((session) => ({ id: session.id, version: session.version })),
      prices: summary.map((change) => ({ category: change.key, price: change.price })),
    };
    const result = await changeEventsPrices(locale, body);
    setSending(false);
    if (result.ok && result.data) {
      setDone(result.data.count);
      setSummary(null);
      setTexts({});
      void queryClient.invalidateQueries({ queryKey: ['manage', 'events'] });
      void queryClient.invalidateQueries({ queryKey: ['manage', 'event'] });
      return;
    }
    const refused = result.ok ? null : ZBulkPricesRefused.safeParse(result.body);
    if (refused?.success) {
      setRefusal({ detail: refused.data.detail, events: refused.data.events });
      setSummary(null);
      return;
    }
    const answer = result.ok ? undefined : (result.body as Record<string, unknown> | undefined);
    // Field errors name the price sent (prices.N.price): shown under its category's row.
    const placed: Record<string, string> = {};
    for (const [path, messages] of Object.entries(answer ?? {})) {
      const match = /^prices\.(\d+)/.exec(path);
      const change = match ? summary[Number(match[1])] : undefined;
      if (change && Array.isArray(messages)) placed[change.key] = String(messages[0]);
    }
    setSummary(null);
    if (Object.keys(placed).length > 0) setFieldErrors(placed);
    else setFailure(typeof answer?.detail === 'string' ? answer.detail : t('failed'));
  };

  const sessionWhen = (id: number) => {
    const session = data.sessions.find((each) => each.id === id);
    return session
      ? `${localWhen(session.starts_at)} · ${inLocale(session.performance.title, locale)}`
      : `#${id}`;
  };

  return (
    <>
      {header}
      {done !== null ? (
        <p role="status" className="rounded-2xl bg-green-50 p-4 text-green-900">
          {t('done', { count: done })}{' '}
          <Link href={back} className="font-semibold underline">
            {t('backToSessions')}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="bulk-sessions" className="flex flex-col gap-2">
        <h2 id="bulk-sessions" className="text-lg font-bold text-ink">
          {t('sessions', { count: open.length })}
        </h2>
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-2xl border border-line p-3 text-sm">
          {open.map((session) => (
            <li key={session.id}>
              <Link href={`/manage/sessions/${session.id}`} className="underline">
                {localWhen(session.starts_at)}
              </Link>{' '}
              · {inLocale(session.performance.title, locale)} · {inLocale(session.hall.title, locale)}
            </li>
          ))}
        </ul>
        {closed.length > 0 ? (
          <p className="text-sm text-amber-900">
            {t('leftOut', { count: closed.length })}{' '}
            {closed
              .map(
                (session) => `${localWhen(session.starts_at)} (${t(`refusal.${session.refusal ?? 'past'}`)})`,
              )
              .join('; ')}
          </p>
        ) : null}
      </section>
      {refusal ? (
        <div role="alert" className="flex flex-col gap-2 rounded-2xl bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{refusal.detail}</p>
          <ul className="list-disc pl-5 text-sm">
            {refusal.events.map((each) => (
              <li key={each.id}>
                {sessionWhen(each.id)}: {each.detail}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${manageSecondaryClass} self-start`}
            onClick={() => {
              setRefusal(null);
              void form.refetch();
            }}
          >
            {t('reload')}
          </button>
        </div>
      ) : null}
      {open.length > 0 ? (
        <form onSubmit={review} noValidate className="flex flex-col gap-4">
          <div className="relative overflow-x-auto rounded-2xl border border-line">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{t('title')}</caption>
              <thead className="bg-surface text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('category')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('now')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('newPrice')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((category) => {
                  const inputId = `bulk-price-${category.category}`;
                  const error = fieldErrors[category.category];
                  return (
                    <tr key={category.category} className="border-t border-line align-top">
                      <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                        <label htmlFor={inputId} className="flex items-center gap-2">
                          <span
                            aria-hidden="true"
                            className="inline-block size-4 shrink-0 rounded-full border border-black/20"
                            style={{ backgroundColor: category.color ?? undefined }}
                          />
                          {inLocale(category.name, locale)}
                        </label>
                        {category.sessions < data.sessions.length ? (
                          <span className="block text-sm font-normal text-muted">
                            {t('inSome', { count: category.sessions })}
                          </span>
                        ) : null}
                      </th>
                      <td className="px-3 py-2 text-ink">{current(category)}</td>
                      <td className="px-3 py-2">
                        <div className="flex flex-col gap-1">
                          <div className="flex items-center gap-2">
                            <input
                              id={inputId}
                              inputMode="decimal"
                              autoComplete="off"
                              placeholder={t('unchanged')}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={`${inputId}-note`}
                              className={`${inputClass} max-w-40 text-right`}
                              value={texts[category.category] ?? ''}
                              onChange={(event) => {
                                setSummary(null);
                                setDone(null);
                                setTexts({ ...texts, [category.category]: event.target.value });
                              }}
                            />
                            <span aria-hidden="true" className="text-muted">
                              ₽
                            </span>
                          </div>
                          <span
                            id={`${inputId}-note`}
                            className={`text-sm ${error ? 'text-brand-dark' : 'sr-only'}`}
                          >
                            {error ?? t('blankUnchanged')}
                          </span>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {failure ? (
            <p role="alert" className="text-brand-dark">
              {failure}
            </p>
          ) : null}
          {summary ? (
            <div role="status" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold text-ink">{t('summary', { count: open.length })}</p>
              <ul className="list-disc pl-5">
                {summary.map((change) => {
                  const category = byKey.get(change.key) as Category;
                  const before =
                    category.prices.length === 0
                      ? t('unpriced')
                      : category.prices.length === 1
                        ? formatPrice(locale, category.prices[0] as number)
                        : t('differsShort');
                  return (
                    <li key={change.key}>
                      {inLocale(category.name, locale)}: {before} → {formatPrice(locale, change.price)}
                    </li>
                  );
                })}
              </ul>
              <p className="text-sm text-muted">{t('heldKeep')}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={submitButtonClass}
                  disabled={sending}
                  onClick={() => void confirm()}
                >
                  {t('confirm')}
                </button>
                <button type="button" className={manageSecondaryClass} onClick={() => setSummary(null)}>
                  {t('edit')}
                </button>
              </div>
            </div>
          ) : (
            <button type="submit" className={`${submitButtonClass} self-start`}>
              {t('review')}
            </button>
          )}
        </form>
      ) : null}
    </>
  );
}
