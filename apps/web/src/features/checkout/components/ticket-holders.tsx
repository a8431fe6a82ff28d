'use client';
// The buyer's named tickets (page /ticket-holders): find an order by its number, e-mail address and the key of its
// ticket link in the mail (POST /person_by_ticket/find_ticket; the order's signed-in owner may leave the key empty),
// see each ticket's holder (the document number masked by the API), and change one (POST
// /person_by_ticket/update_person, the document number typed again) until an hour before the show. Opened from the
// guest ticket page, the number and the key come filled in from the address (`?order=…&key=…`). The API's answers
// are shown as they come, in the visitor's language.
import type { TDocumentType, TFindTicketResponse, TTicketHolder } from '@afisha/contracts';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormField, inputClass, submitButtonClass } from '@/components/ui/form-field';
import type { ApiSendFailure } from '@/lib/api-client';
import { fetchDocumentTypes, findTickets, updateHolder } from '../api/checkout.api';

function failureText(failure: ApiSendFailure, fallback: string): string {
  const body = failure.body as Record<string, unknown> | undefined;
  if (body && typeof body.detail === 'string' && failure.status !== 404) return body.detail;
  for (const value of Object.values(body ?? {})) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return fallback;
}

export function TicketHolders() {
  const t = useTranslations('TicketHolders');
  const locale = useLocale();
  const given = useSearchParams();
  const [found, setFound] = useState<(TFindTicketResponse & { email: string; key: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [types, setTypes] = useState<TDocumentType[]>([]);

  useEffect(() => {
    void fetchDocumentTypes(locale).then((result) => setTypes(result.ok ? result.data : []));
  }, [locale]);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const order = String(data.get('order') ?? '');
    const email = String(data.get('email') ?? '');
    const key = String(data.get('key') ?? '').trim();
    setError(null);
    const result = await findTickets(locale, { order, email, ...(key ? { key } : {}) });
    if (!result.ok || !result.data) {
      setFound(null);
      return setError(result.ok ? t('notFound') : failureText(result, t('notFound')));
    }
    setFound({ ...result.data, email, key });
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={find}
        className="flex flex-col gap-4 rounded-2xl border border-line p-4 md:p-6"
        noValidate
      >
        <FormField label={t('order')}>
          <input
            name="order"
            required
            autoComplete="off"
            autoCapitalize="characters"
            defaultValue={given.get('order') ?? ''}
          />
        </FormField>
        <FormField label={t('email')}>
          <input name="email" type="email" required autoComplete="email" />
        </FormField>
        <FormField label={t('key')} hint={t('keyHint')}>
          <input
            name="key"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={given.get('key') ?? ''}
          />
        </FormField>
        <button type="submit" className={submitButtonClass}>
          {t('find')}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-brand-dark">
            {error}
          </p>
        ) : null}
      </form>
      {found ? (
        found.tickets.length === 0 ? (
          <p className="text-ink">{t('noNamed')}</p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('tickets', { order: found.order })}>
            {found.tickets.map((ticket) => (
              <HolderRow
                key={ticket.ticket}
                ticket={ticket}
                types={types}
                onSave={async (holder) => {
                  const result = await updateHolder(locale, {
                    order: found.order,
                    email: found.email,
                    ...(found.key ? { key: found.key } : {}),
                    ticket: ticket.ticket,
                    ...holder,
                  });
                  if (!result.ok || !result.data)
                    return result.ok ? t('failed') : failureText(result, t('failed'));
                  setFound({ ...result.data, email: found.email, key: found.key });
                  return null;
                }}
              />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

type HolderInput = { name: string; document_type: number; document_number: string };

function HolderRow({
  ticket,
  types,
  onSave,
}: {
  ticket: TTicketHolder;
  types: readonly TDocumentType[];
  onSave: (holder: HolderInput) => Promise<string | null>;
}) {
  const t = useTranslations('TicketHolders');
  const tHolders = useTranslations('Cart.holders');
  const locale = useLocale();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const typeName = (typeId: number) => types.find((type) => type.id === typeId)?.name ?? '';
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ticket.timezone,
  }).format(new Date(ticket.starts_at));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const problem = await onSave({
      name: String(data.get('name') ?? ''),
      document_type: Number(data.get('document_type')),
      document_number: String(data.get('document_number') ?? ''),
    });
    setError(problem);
    if (!problem) {
      setEditing(false);
      setSaved(true);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line p-4" data-testid="ticket-holder">
      <div>
        <p className="font-semibold text-ink">{ticket.performance}</p>
        <p className="text-sm text-muted">
          {when} · {ticket.place}
        </p>
      </div>
      <p className="text-ink">
        {ticket.holder
          ? t('holder', {
              name: ticket.holder.name,
              document: `${typeName(ticket.holder.document_type)} ${ticket.holder.document_number}`.trim(),
            })
          : t('noHolder')}
      </p>
      {saved ? (
        <p role="status" className="text-sm text-ink">
          {t('saved')}
        </p>
      ) : null}
      {!ticket.editable ? (
        <p className="text-sm text-muted">{t('closed')}</p>
      ) : editing ? (
        <form onSubmit={save} className="flex flex-col gap-3" noValidate aria-label={t('change')}>
          <FormField label={tHolders('name')}>
            <input name="name" defaultValue={ticket.holder?.name ?? ''} autoComplete="off" />
          </FormField>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-type`} className="text-sm font-semibold text-ink">
              {tHolders('documentType')}
            </label>
            <select
              id={`${id}-type`}
              name="document_type"
              defaultValue={ticket.holder?.document_type ?? ''}
              className={inputClass}
            >
              <option value="">{tHolders('choose')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </div>
          {/* The API shows the number masked: it is typed again, never sent back as shown. */}
          <FormField label={tHolders('documentNumber')} hint={t('documentAgain')}>
            <input name="document_number" autoComplete="off" />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-brand-dark">
              {error}
            </p>
          ) : null}
          <button type="submit" className={submitButtonClass}>
            {t('save')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            setEditing(true);
            setSaved(false);
          }}
          className="self-start rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('change')}
        </button>
      )}
    </li>
  );
}
