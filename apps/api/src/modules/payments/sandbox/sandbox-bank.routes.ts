// Owns the pages of the sandbox bank (sandbox-provider.ts): a card form, a 3-D Secure step and an
// SBP QR code with a "phone" page that approves it. They are plain HTML rendered by the API, not
// pages of the web app: the bank stands for a third-party site, so it must work without our front
// end (and without its session, CSRF token or JavaScript), as a real hosted payment page does.
// Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks
// for a 3-D Secure code (123456 passes, anything else fails), 4000 0000 0000 0119 pays but the first
// refund of that payment is refused (the next one goes through). The pages speak the order's language
// (sandbox-bank-texts.ts); an unknown payment's page, the visitor's.
import type { TLocale } from '@afisha/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ticketPrice } from '../../tickets/ticket-pdf.ts';
import { SANDBOX_TEXTS, type SandboxTexts } from './sandbox-bank-texts.ts';
import type { SandboxFailure, SandboxPayment, SandboxProvider } from './sandbox-provider.ts';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
  /** Pays; the bank refuses the payment's first refund and takes the next. */
  refundRefused: '4000000000000119',
} as const;
export const SANDBOX_3DS_CODE = '123456';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.2rem;margin:0 0 .25rem}p.sum{font-size:1.6rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;margin:.75rem 0 .25rem;font-size:.9rem;color:#374151}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;padding:.75rem;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:1rem}
button.secondary{background:#6b7280}.note{font-size:.8rem;color:#6b7280}.error{color:#b91c1c}
svg{display:block;margin:1rem auto;width:220px;height:220px}a{color:#2563eb}`;

const ZPid = z.object({ pid: z.string().regex(/^sbx_[0-9A-Z]{26}$/) });

function page(reply: FastifyReply, status: number, locale: TLocale, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

const amountOf = (payment: SandboxPayment) => ticketPrice(payment.amountKopecks, payment.locale);

const textsOf = (payment: SandboxPayment): SandboxTexts => SANDBOX_TEXTS[payment.locale];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const header = (payment: SandboxPayment) => {
  const t = textsOf(payment);
  return `<h1>${escapeHtml(t.bank)}</h1><p class="note">${escapeHtml(t.testOnly)}</p><p>${escapeHtml(fill(t.order, { number: payment.orderNumber }))}</p><p class="sum">${escapeHtml(amountOf(payment))}</p>`;
};

export const sandboxBankRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const form = z.record(z.string(), z.string().max(200)).catch({});
  const hide = { hide: true };
  const noCsrf = { csrf: false };

  async function known(pid: string, reply: FastifyReply, locale: TLocale): Promise<SandboxPayment | null> {
    const payment = await sandbox.lookup(pid);
    if (!payment) {
      const unknown = SANDBOX_TEXTS[locale].unknownPayment;
      await page(reply, 404, locale, unknown, `<h1>${escapeHtml(unknown)}</h1>`);
      return null;
    }
    if (payment.status !== 'pending') {
      await done(reply, payment, payment.status === 'succeeded');
      return null;
    }
    return payment;
  }

  function done(reply: FastifyReply, payment: SandboxPayment, ok: boolean) {
    const back = sandbox.returnUrl(payment, ok);
    const t = textsOf(payment);
    const outcome = ok ? t.accepted : t.declined;
    return page(
      reply,
      200,
      payment.locale,
      outcome,
      `${header(payment)}<h1 id="outcome" data-outcome="${ok ? 'accepted' : 'declined'}">${escapeHtml(outcome)}</h1><p><a id="back" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>`,
    );
  }

  /** `failure` null: paid; else the bank's reason for declining. */
  async function decide(
    reply: FastifyReply,
    pid: string,
    payment: SandboxPayment,
    failure: SandboxFailure | null,
  ) {
    await sandbox.decide(pid, failure ? 'failed' : 'succeeded', failure ?? undefined);
    return done(reply, payment, failure === null);
  }

  const cardForm = (pid: string, payment: SandboxPayment, error = '') => {
    const t = textsOf(payment);
    const e = escapeHtml;
    return `${header(payment)}${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/api/v1/sandbox/pay/${pid}">
<label for="card">${e(t.cardNumber)}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">${e(t.expiry)}</label><input id="exp" name="exp" placeholder="12/30"></div>
<div><label for="cvc">${e(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123"></div></div>
<button id="pay" type="submit">${e(fill(t.pay, { amount: amountOf(payment) }))}</button></form>
<p class="note">${e(t.cards)}</p>
<p><a href="/api/v1/sandbox/sbp/${pid}">${e(t.paySbp)}</a></p>`;
  };

  app.get('/sandbox/pay/:pid', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const payment = await known(request.params.pid, reply, request.locale);
    if (payment) {
      return page(
        reply,
        200,
        payment.locale,
        textsOf(payment).paymentTitle,
        cardForm(request.params.pid, payment),
      );
    }
  });

  app.post(
    '/sandbox/pay/:pid',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply, request.locale);
      if (!payment) return;
      const card = (form.parse(request.body).card ?? '').replace(/\D/g, '');
      if (card === SANDBOX_CARDS.success) return decide(reply, pid, payment, null);
      if (card === SANDBOX_CARDS.decline) return decide(reply, pid, payment, 'declined');
      if (card === SANDBOX_CARDS.refundRefused) {
        // Marked before the payment is reported, so no refund of it can come first.
        await sandbox.refuseFirstRefund(pid);
        return decide(reply, pid, payment, null);
      }
      const t = textsOf(payment);
      if (card === SANDBOX_CARDS.threeDs) {
        return page(
          reply,
          200,
          payment.locale,
          '3-D Secure',
          `${header(payment)}<h1>3-D Secure</h1><p>${escapeHtml(t.threeDsText)}</p>
<form method="post" action="/api/v1/sandbox/pay/${pid}/3ds"><label for="code">${escapeHtml(t.code)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required><button id="confirm" type="submit">${escapeHtml(t.confirm)}</button></form>`,
        );
      }
      return page(reply, 200, payment.locale, t.paymentTitle, cardForm(pid, payment, t.unknownCard));
    },
  );

  app.post(
    '/sandbox/pay/:pid/3ds',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply, request.locale);
      if (!payment) return;
      const passed = form.parse(request.body).code?.trim() === SANDBOX_3DS_CODE;
      return decide(reply, pid, payment, passed ? null : 'authentication_failed');
    },
  );

  app.get('/sandbox/sbp/:pid', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const { pid } = request.params;
    const payment = await known(pid, reply, request.locale);
    if (!payment) return;
    const { url } = await sandbox.sbpLink({ providerPaymentId: pid });
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
    const t = textsOf(payment);
    return page(
      reply,
      200,
      payment.locale,
      t.sbpTitle,
      `${header(payment)}<h1>${escapeHtml(t.scan)}</h1>${svg}<p><a id="phone" href="${escapeHtml(url)}">${escapeHtml(t.openOnPhone)}</a></p>
<p><a href="/api/v1/sandbox/pay/${pid}">${escapeHtml(t.payByCard)}</a></p>`,
    );
  });

  app.get('/sandbox/sbp/:pid/phone', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const { pid } = request.params;
    const payment = await known(pid, reply, request.locale);
    if (!payment) return;
    const t = textsOf(payment);
    return page(
      reply,
      200,
      payment.locale,
      t.appTitle,
      `${header(payment)}<h1>${escapeHtml(t.confirmSbp)}</h1>
<form method="post" action="/api/v1/sandbox/sbp/${pid}/phone"><button id="approve" name="action" value="approve" type="submit">${escapeHtml(t.approve)}</button>
<button id="decline" class="secondary" name="action" value="decline" type="submit">${escapeHtml(t.decline)}</button></form>`,
    );
  });

  app.post(
    '/sandbox/sbp/:pid/phone',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply, request.locale);
      if (!payment) return;
      return decide(reply, pid, payment, form.parse(request.body).action === 'approve' ? null : 'declined');
    },
  );
};
