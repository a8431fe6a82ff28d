// Owns the checkout endpoints (docs/api.md "Cart, checkout, tickets"): POST /cart/buy, GET
// /cart/order_status, POST /cart/get_sbp_link (with the QR code), POST /cart/callback/{provider}
// (no CSRF: authenticated by the provider's signature over the raw body), GET /tickets/{reservation}
// (a guest with the key of the mail; without it 404, never 403). Answers are per visitor: never cached.
import {
  ZCartBuyRequest,
  ZCartBuyResponse,
  ZErrorDetail,
  ZOrderStatusAnswer,
  ZOrderStatusQuery,
  ZOrderTickets,
  ZReservationParams,
  ZSbpLink,
  ZSbpLinkRequest,
  ZTicketsQuery,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { requestSiteOrigin } from '../../lib/site-origins.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { TicketPdfs } from '../tickets/ticket-pdfs.ts';
import type { CheckoutService } from './checkout.service.ts';

const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  ticketPdfs: Pick<TicketPdfs, 'preview' | 'admit'>;
  /** The addresses the site answers at: the payment returns the buyer to the one the checkout came from. */
  siteOrigins: readonly string[];
}> = async (app, { checkout, ticketPdfs, siteOrigins }) => {
  const tags = ['checkout'];

  app.post(
    '/cart/buy',
    {
      schema: {
        operationId: 'buyCart',
        'x-access': 'visitor',
        tags,
        summary:
          "Turn the cart into a pending order with the prices fixed; answers the provider's payment page",
        description:
          "The places stay the order's for PAYMENT_WINDOW_MINUTES. Repeating the request while the order waits for " +
          'payment (a double click) answers the same order. With an empty cart and an unpaid order of this visitor ' +
          'whose last payment failed (or by another method): a new payment of that order. A zero-total order is ' +
          'paid at once and `payment_url` is the web result page. 400 `too_many_places`: more places than one ' +
          'order may hold. 409 `hold_expired`: the hold or the payment deadline ended (or the cart is empty).',
        body: ZCartBuyRequest,
        response: { 200: ZCartBuyResponse, 400: ZValidationErrors, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return checkout.buy(
        await cartOwnerOf(request, { store: true }),
        request.body,
        request.locale,
        requestSiteOrigin(request.headers, siteOrigins),
      );
    },
  );

  app.get(
    '/cart/order_status',
    {
      schema: {
        operationId: 'getOrderStatus',
        'x-access': 'visitor',
        tags,
        summary:
          "State of one of this visitor's orders: pending, paid, failed, expired, refunded, partially_refunded",
        querystring: ZOrderStatusQuery,
        response: { 200: ZOrderStatusAnswer, 404: ZErrorDetail },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return checkout.orderStatus(await cartOwnerOf(request), request.query.order, request.query.key);
    },
  );

  app.post(
    '/cart/get_sbp_link',
    {
      schema: {
        operationId: 'getSbpLink',
        'x-access': 'visitor',
        tags,
        summary: 'Fast payment system (SBP) link of an unpaid order, and its QR code for a desktop screen',
        body: ZSbpLinkRequest,
        response: { 200: ZSbpLink, 404: ZErrorDetail, 409: ZErrorDetail },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { url } = await checkout.sbpLink(await cartOwnerOf(request), request.body.order);
      return { url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
    },
  );

  app.get(
    '/tickets/:reservation',
    {
      schema: {
        operationId: 'getGuestTickets',
        'x-access': 'public',
        tags,
        summary: 'The tickets of an order, for a guest holding the key of the ticket mail (404 without it)',
        description:
          'JSON in the visitor language; `format=pdf`: the PDF in the language of the order, whatever the visitor ' +
          "language (a Russian order downloads in Russian from the site's English pages). The PDF is limited per " +
          'client (TICKET_PDF_RATE_LIMIT_MAX a minute: 429) and refused with 503 while the PDF queue is full.',
        params: ZReservationParams,
        querystring: ZTicketsQuery,
        response: { 200: ZOrderTickets, 404: ZErrorDetail, 429: ZErrorDetail, 503: ZErrorDetail },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
      const { reservation } = request.params;
      if (request.query.format !== 'pdf') {
        return checkout.guestTickets(reservation, request.query.key, request.locale);
      }
      // The PDF is the order's, in its language, whatever the language of the page it was downloaded from.
      await ticketPdfs.admit(request);
      const { number, pdf } = await checkout.guestTicketsPdf(reservation, request.query.key);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tickets-${number}.pdf"`)
        .send(pdf as never);
    },
  );

  app.get(
    '/tickets_preview',
    {
      schema: {
        operationId: 'getTicketPreview',
        'x-access': 'public',
        tags,
        summary: 'A sample ticket (PDF) in the visitor language, for the ticket design',
        description: 'Rendered once per language and site name, then served from memory.',
        produces: ['application/pdf'],
        // No success schema (the answer is the file); the error shapes are declared for it (errors.plugin.ts).
        response: {},
      },
    },
    async (request, reply) => {
      const pdf = await ticketPdfs.preview(request.locale);
      return reply.type('application/pdf').header('cache-control', 'public, max-age=300').send(pdf);
    },
  );

  // Provider callbacks: the exact bytes are what the signature covers, so the body stays a string here.
  await app.register(async (scope) => {
    const callbacks = scope.withTypeProvider<ZodTypeProvider>();
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    callbacks.post(
      '/cart/callback/:provider',
      {
        config: { csrf: false },
        schema: {
          operationId: 'receivePaymentNotification',
          'x-access': 'payment-provider',
          tags,
          summary: 'Payment-provider notifications: signed, de-duplicated by event id, idempotent',
          description:
            '401 `invalid_signature`: a missing, wrong or stale signature, a sender outside the trusted addresses, or ' +
            'a payment the provider does not know; nothing changed. 503 `service_unavailable`: the provider could ' +
            'not be asked about it now (it sends the notification again). A genuine notification that needs nothing ' +
            '(a payment the provider still calls pending) is 200.',
          params: z.object({ provider: z.string().max(40) }),
          response: {
            200: z.object({ ok: z.literal(true) }),
            401: ZErrorDetail,
            404: ZErrorDetail,
            503: ZErrorDetail,
          },
        },
      },
      async (request) => {
        const body = typeof request.body === 'string' ? request.body : '';
        await checkout.handleNotification(request.params.provider, {
          body,
          headers: request.headers,
          ip: request.ip,
        });
        return { ok: true as const };
      },
    );
  });
};
