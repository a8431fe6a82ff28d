// The guest ticket page (`/tickets/{number}?key=…`, the link of the tickets mail; no sign-in): the order (number,
// state, count, total), the PDF and "Add to calendar", and each ticket with its QR code, the show and its age
// rating, the date and time in the venue's zone, the venue, hall and address, the place in words, the price and
// the holder of a named ticket (and a link to change the holders, /ticket-holders with the order's number and key filled
// in). A refunded ticket is marked and shows no QR code (it no longer opens the door).
// Read per request and never cached (see api/guest-tickets.api.ts); a wrong key is the site's 404.
import type { TOrderTickets, TTicket } from '@afisha/contracts';
import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AddToCalendar } from '@/components/ui/add-to-calendar';
import { AgeBadge } from '@/components/ui/age-badge';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { formatPrice } from '@/lib/format/price';
import { routes } from '@/lib/routes';
import { useTicketPlace } from '@/lib/tickets/use-ticket-place';
import { fetchGuestTickets } from '../api/guest-tickets.api';
import { type GuestLink, ticketsPdfPath } from '../guest-link';
import { ticketQrSrc } from '../ticket-qr';

const boxClass = 'rounded-2xl border border-line p-4 md:p-6';

export async function GuestTicketsPage({ locale, link }: { locale: string; link: GuestLink | null }) {
  if (!link) notFound();
  const answer = await fetchGuestTickets(locale, link);
  if (!answer.ok && answer.status === 404) notFound();
  const t = await getTranslations('GuestTickets');
  if (!answer.ok) return <Notice role="alert" title={t('metaTitle')} text={t('loadFailed')} />;
  const { order, tickets } = answer.data;
  const live = tickets.filter((ticket) => ticket.status !== 'refunded');
  return (
    <Container className="py-8 md:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading', { number: order.number })}</h1>
        <p className="text-ink">{t('intro')}</p>
        <OrderSummary locale={locale} order={order} link={link} live={live} />
        <section className="flex flex-col gap-4" aria-labelledby="tickets-heading">
          <h2 id="tickets-heading" className="text-xl font-bold text-ink">
            {t('ticketsTitle')}
          </h2>
          {tickets.length === 0 ? <p className="text-muted">{t('noTickets')}</p> : null}
          <ol className="flex flex-col gap-4" data-testid="guest-tickets">
            {tickets.map((ticket, index) => (
              <TicketCard key={ticket.id} locale={locale} ticket={ticket} number={index + 1} />
            ))}
          </ol>
        </section>
      </div>
    </Container>
  );
}

async function OrderSummary({
  locale,
  order,
  link,
  live,
}: {
  locale: string;
  order: TOrderTickets['order'];
  link: GuestLink;
  live: TTicket[];
}) {
  const t = await getTranslations('GuestTickets');
  return (
    <section className={`${boxClass} flex flex-col gap-4`} aria-label={t('orderNumber')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-ink">
        <dt className="text-muted">{t('orderNumber')}</dt>
        <dd className="font-semibold" data-testid="order-number">
          {order.number}
        </dd>
        <dt className="text-muted">{t('state')}</dt>
        <dd data-testid="order-state">{t(`states.${order.status}`)}</dd>
        <dt className="text-muted">{t('count')}</dt>
        <dd>{t('tickets', { count: order.count })}</dd>
        <dt className="text-muted">{t('total')}</dt>
        <dd className="font-semibold">{formatPrice(locale, order.total)}</dd>
      </dl>
      {live.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          <a href={ticketsPdfPath(link)} download className={primaryActionClass} data-testid="tickets-pdf">
            {t('pdf')}
          </a>
          <ScopedClientMessages locale={locale} namespaces={['TicketCalendar', 'TicketPlace']}>
            <AddToCalendar number={order.number} tickets={live} />
          </ScopedClientMessages>
        </div>
      ) : null}
      {live.some((ticket) => ticket.holder) ? (
        <Link
          href={{ pathname: routes.ticketHolders, query: { order: order.number, key: link.key } }}
          className="self-start font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
          data-testid="change-holders"
        >
          {t('changeHolders')}
        </Link>
      ) : null}
    </section>
  );
}

async function TicketCard({ locale, ticket, number }: { locale: string; ticket: TTicket; number: number }) {
  const t = await getTranslations('GuestTickets');
  const format = await getFormatter();
  const refunded = ticket.status === 'refunded';
  const qr = refunded ? null : await ticketQrSrc(ticket.secret);
  const headingId = `ticket-${ticket.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="guest-ticket"
      data-status={ticket.status}
      className={`${boxClass} flex flex-col gap-4 sm:flex-row ${refunded ? 'bg-surface' : ''}`}
    >
      <div className="flex shrink-0 flex-col items-center gap-2 sm:w-52">
        {qr ? (
          // biome-ignore lint/performance/noImgElement: an SVG drawn here from the ticket's secret, shown as is.
          <img
            src={qr}
            alt={t('qr', { number })}
            width={208}
            height={208}
            className="size-52 rounded-lg bg-white"
            data-testid="ticket-qr"
          />
        ) : (
          <p className="flex size-52 items-center justify-center rounded-lg border border-dashed border-line p-4 text-center text-muted">
            {t('refundedText')}
          </p>
        )}
        <p className="text-center text-xs text-muted">
          {t('code')}: <span className="font-mono tracking-wider break-all text-ink">{ticket.secret}</span>
        </p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-semibold text-muted">
          {t('ticket', { number })}
          {refunded ? <StatusBadge tone="refunded">{t('refunded')}</StatusBadge> : null}
          {ticket.status === 'used' ? <StatusBadge tone="used">{t('used')}</StatusBadge> : null}
        </p>
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink">
          <span className={refunded ? 'line-through decoration-2' : ''}>{ticket.performance}</span>
          {ticket.age > 0 ? <AgeBadge age={ticket.age} /> : null}
        </h3>
        <TicketFacts
          when={format.dateTime(new Date(ticket.starts_at), {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: ticket.timezone,
          })}
          ticket={ticket}
          price={formatPrice(locale, ticket.price)}
        />
      </div>
    </li>
  );
}

function StatusBadge({ tone, children }: { tone: 'refunded' | 'used'; children: string }) {
  const colours = tone === 'refunded' ? 'bg-ink text-white' : 'bg-line text-ink';
  return (
    <span className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${colours}`}>
      {children}
    </span>
  );
}

function TicketFacts({ ticket, when, price }: { ticket: TTicket; when: string; price: string }) {
  const t = useTranslations('GuestTickets');
  const place = useTicketPlace();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-ink sm:grid-cols-[auto_1fr]">
      <dt className="text-sm text-muted">{t('when')}</dt>
      <dd>{when}</dd>
      <dt className="text-sm text-muted">{t('where')}</dt>
      <dd>
        {ticket.venue}, {ticket.hall}
      </dd>
      <dt className="text-sm text-muted">{t('address')}</dt>
      <dd>{ticket.address}</dd>
      <dt className="text-sm text-muted">{t('place')}</dt>
      <dd className="font-semibold" data-testid="ticket-place">
        {place(ticket)}
      </dd>
      <dt className="text-sm text-muted">{t('price')}</dt>
      <dd>{price}</dd>
      {ticket.holder ? (
        <>
          <dt className="text-sm text-muted">{t('holder')}</dt>
          <dd>{ticket.holder}</dd>
        </>
      ) : null}
    </dl>
  );
}
