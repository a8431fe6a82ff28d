// Owns the session and series forms' values and how they become the API's bodies (contracts/manage/events.ts):
// the schema the forms validate with is the contract's own fields, re-arranged only where a person types
// differently from the wire — the start as a date and a time, the sale window as two optional date-times ('' for
// none), prices as the text typed in each category's cell (price-input.ts reads it), and a series' dates as either
// a weekly rule or a list. A price error of the API (`prices.3.price`) is mapped back to the cell it came from.
import { ZRecordId } from '@afisha/contracts/manage/common';
import {
  type TManageEvent,
  type TManageEventCreate,
  type TManageEventPatch,
  type TManageSeriesCreate,
  ZEventPriceInput,
  ZLocalDate,
  ZLocalDateTime,
  ZLocalTime,
  ZManageEventCreate,
  ZManageEventStatus,
  ZWeeklyRule,
} from '@afisha/contracts/manage/events';
import { z } from 'zod';
import { formatPriceInput, parsePrice } from './price-input';

const optionalDateTime = z.union([z.literal(''), ZLocalDateTime]);

/** Prices as typed, by category key: '' is "not sold", anything else must read as roubles. */
const ZPriceTexts = z.record(z.string(), z.string()).superRefine((texts, context) => {
  for (const [key, text] of Object.entries(texts)) {
    const reading = parsePrice(text);
    // Each refusal says what is wrong (Manage.validation.price*), not only that something is.
    const problem = !reading.ok
      ? reading.problem
      : reading.roubles !== null && !ZEventPriceInput.shape.price.safeParse(reading.roubles).success
        ? 'too_big'
        : null;
    if (problem)
      context.addIssue({ code: 'custom', path: [key], params: { message: `field.price_${problem}` } });
  }
});

const sessionShape = {
  performance: ZRecordId,
  hall: ZRecordId,
  plan: ZRecordId,
  status: ZManageEventStatus,
  sale_opens_at: optionalDateTime,
  sale_closes_at: optionalDateTime,
  max_per_order: ZManageEventCreate.shape.max_per_order.unwrap(),
  named_tickets: z.boolean(),
  prices: ZPriceTexts,
};

export const ZSessionForm = z.object({ ...sessionShape, date: ZLocalDate, time: ZLocalTime });

/** The copy dialog: the new date and time, and the copy's status. */
export const ZCopyForm = z.object({ date: ZLocalDate, time: ZLocalTime, status: ZManageEventStatus });
export type TSessionFormInput = z.input<typeof ZSessionForm>;
export type TSessionForm = z.output<typeof ZSessionForm>;

export const ZSeriesForm = z
  .object({
    ...sessionShape,
    mode: z.enum(['weekly', 'list']),
    rule: ZWeeklyRule.extend({ except: z.array(ZLocalDate).max(1000) }),
    list: z.array(ZLocalDateTime).max(500),
  })
  .superRefine((value, context) => {
    if (value.mode === 'list' && value.list.length === 0) {
      context.addIssue({ code: 'custom', path: ['list'], params: { message: 'field.required' } });
    }
    if (value.mode === 'weekly' && value.rule.until < value.rule.from) {
      context.addIssue({ code: 'custom', path: ['rule', 'until'], params: { message: 'field.invalid' } });
    }
  });
export type TSeriesFormInput = z.input<typeof ZSeriesForm>;
export type TSeriesForm = z.output<typeof ZSeriesForm>;

/** The prices body in the order of the plan's categories (that order maps an API error back to its cell). */
export function pricesBody(
  categoryKeys: readonly string[],
  texts: Readonly<Record<string, string>>,
): { category: string; price: number }[] {
  const prices: { category: string; price: number }[] = [];
  for (const key of categoryKeys) {
    const reading = parsePrice(texts[key] ?? '');
    if (reading.ok && reading.roubles !== null) prices.push({ category: key, price: reading.roubles });
  }
  return prices;
}

type SharedBody = Omit<TManageEventCreate, 'starts_at'>;

function sharedBody(values: TSessionForm | TSeriesForm, categoryKeys: readonly string[]): SharedBody {
  return {
    performance: values.performance,
    hall: values.hall,
    plan: values.plan,
    status: values.status,
    sale_opens_at: values.sale_opens_at || null,
    sale_closes_at: values.sale_closes_at || null,
    max_per_order: values.max_per_order,
    named_tickets: values.named_tickets,
    prices: pricesBody(categoryKeys, values.prices),
  };
}

export function sessionCreateBody(values: TSessionForm, categoryKeys: readonly string[]): TManageEventCreate {
  return { ...sharedBody(values, categoryKeys), starts_at: `${values.date}T${values.time}` };
}

/** A PATCH of an existing session: the whole editable state with the version read (the performance stays). */
export function sessionPatchBody(
  values: TSessionForm,
  categoryKeys: readonly string[],
  version: number,
): TManageEventPatch {
  const { performance: _performance, ...rest } = sharedBody(values, categoryKeys);
  return { ...rest, starts_at: `${values.date}T${values.time}`, version };
}

export function seriesBody(
  values: TSeriesForm,
  categoryKeys: readonly string[],
  options: { preview: boolean; confirmOverlaps: boolean },
): TManageSeriesCreate {
  const dates =
    values.mode === 'list'
      ? [...new Set(values.list)].sort()
      : {
          days: [...new Set(values.rule.days)].sort((a, b) => a - b),
          times: [...new Set(values.rule.times)].sort(),
          from: values.rule.from,
          until: values.rule.until,
          ...(values.rule.except.length > 0 ? { except: [...new Set(values.rule.except)].sort() } : {}),
        };
  return {
    ...sharedBody(values, categoryKeys),
    dates,
    preview: options.preview,
    ...(options.confirmOverlaps ? { confirm_overlaps: true } : {}),
  };
}

/**
 * Where an API field error goes in the form: `starts_at` on the date, `prices.N.price` on the cell of the N-th
 * price sent, `dates.*` on the series' dates; other fields as named.
 */
export function formFieldOf(
  apiField: string,
  sentPrices: readonly { category: string }[],
  mode: 'weekly' | 'list' = 'list',
): string {
  const price = /^prices\.(\d+)(?:\.\w+)?$/.exec(apiField);
  if (price) {
    const sent = sentPrices[Number(price[1])];
    return sent ? `prices.${sent.category}` : 'prices';
  }
  if (apiField === 'starts_at') return 'date';
  if (apiField === 'dates') return mode === 'list' ? 'list' : 'rule.days';
  if (/^dates\.\d/.test(apiField)) return 'list';
  if (apiField.startsWith('dates.')) return `rule.${apiField.slice('dates.'.length)}`;
  return apiField;
}

/** A session read back into the form (prices written in the page language). */
export function sessionFormValues(event: TManageEvent, locale: string): TSessionFormInput {
  return {
    performance: event.performance.id,
    hall: event.hall.id,
    plan: event.plan,
    date: event.starts_at.slice(0, 10),
    time: event.starts_at.slice(11, 16),
    status: event.status === 'sold_out' || event.status === 'cancelled' ? 'on_sale' : event.status,
    sale_opens_at: event.sale_opens_at ?? '',
    sale_closes_at: event.sale_closes_at ?? '',
    max_per_order: event.max_per_order,
    named_tickets: event.named_tickets,
    prices: Object.fromEntries(
      event.prices.map((price) => [price.category, formatPriceInput(locale, price.price)]),
    ),
  };
}

/** An API error body with its field names moved to the form's (`mapField`), `codes` alike; anything else kept. */
export function remapErrorBody(body: unknown, mapField: (field: string) => string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'codes' && value && typeof value === 'object') {
      out.codes = Object.fromEntries(Object.entries(value).map(([field, codes]) => [mapField(field), codes]));
    } else if (key === 'detail' || key === 'code' || key === 'non_field_errors' || !Array.isArray(value)) {
      out[key] = value;
    } else {
      const field = mapField(key);
      out[field] = [...((out[field] as unknown[]) ?? []), ...value];
    }
  }
  return out;
}
