// Owns the pages of the sandbox bank (sandbox-provider.ts): a card form, a 3-D Secure step and an
// SBP QR code with a "phone" page that approves it. They are plain HTML rendered by the API, not
// pages of the web app: the bank stands for a third-party site, so it must work without our front
// end (and without its session, CSRF token or JavaScript), as a real hosted payment page does.
// Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks
// for a 3-D Secure code (123456 passes, anything else fails), 4000 0000 0000 0119 pays but the first
// refund of that payment is refused (the next one goes through).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
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

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

const amountOf = (payment: SandboxPayment) =>
  `${(payment.amountKopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2 })} ₽`;

const header = (payment: SandboxPayment) =>
  `<h1>Sandbox Bank</h1><p class="note">Test payments only: no money moves.</p><p>Order ${escapeHtml(payment.orderNumber)}</p><p class="sum">${escapeHtml(amountOf(payment))}</p>`;

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

  async function known(pid: string, reply: FastifyReply): Promise<SandboxPayment | null> {
    const payment = await sandbox.lookup(pid);
    if (!payment) {
      await page(reply, 404, 'Unknown payment', '<h1>Unknown payment</h1>');
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
    return page(
      reply,
      200,
      ok ? 'Payment accepted' : 'Payment declined',
      `${header(payment)}<h1>${ok ? 'Payment accepted' : 'Payment declined'}</h1><p><a id="back" href="${escapeHtml(back)}">Return to the shop</a></p>`,
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

  const cardForm = (pid: string, payment: SandboxPayment, error = '') =>
    `${header(payment)}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api/v1/sandbox/pay/${pid}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry</label><input id="exp" name="exp" placeholder="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123"></div></div>
<button type="submit">Pay ${escapeHtml(amountOf(payment))}</button></form>
<p class="note">4242 4242 4242 4242 pays · 4000 0000 0000 0002 is declined · 4000 0000 0000 3220 asks for 3-D Secure (code 123456) · 4000 0000 0000 0119 pays, its first refund is refused</p>
<p><a href="/api/v1/sandbox/sbp/${pid}">Pay with SBP (QR code)</a></p>`;

  app.get('/sandbox/pay/:pid', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const payment = await known(request.params.pid, reply);
    if (payment) return page(reply, 200, 'Sandbox payment', cardForm(request.params.pid, payment));
  });

  app.post(
    '/sandbox/pay/:pid',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply);
      if (!payment) return;
      const card = (form.parse(request.body).card ?? '').replace(/\D/g, '');
      if (card === SANDBOX_CARDS.success) return decide(reply, pid, payment, null);
      if (card === SANDBOX_CARDS.decline) return decide(reply, pid, payment, 'declined');
      if (card === SANDBOX_CARDS.refundRefused) {
        // Marked before the payment is reported, so no refund of it can come first.
        await sandbox.refuseFirstRefund(pid);
        return decide(reply, pid, payment, null);
      }
      if (card === SANDBOX_CARDS.threeDs) {
        return page(
          reply,
          200,
          '3-D Secure',
          `${header(payment)}<h1>3-D Secure</h1><p>Enter the code your bank sent by SMS (test code 123456).</p>
<form method="post" action="/api/v1/sandbox/pay/${pid}/3ds"><label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required><button type="submit">Confirm</button></form>`,
        );
      }
      return page(
        reply,
        200,
        'Sandbox payment',
        cardForm(pid, payment, 'Unknown test card. Use one of the cards below.'),
      );
    },
  );

  app.post(
    '/sandbox/pay/:pid/3ds',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply);
      if (!payment) return;
      const passed = form.parse(request.body).code?.trim() === SANDBOX_3DS_CODE;
      return decide(reply, pid, payment, passed ? null : 'authentication_failed');
    },
  );

  app.get('/sandbox/sbp/:pid', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const { pid } = request.params;
    const payment = await known(pid, reply);
    if (!payment) return;
    const { url } = await sandbox.sbpLink({ providerPaymentId: pid });
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
    return page(
      reply,
      200,
      'SBP payment',
      `${header(payment)}<h1>Scan with your bank app</h1>${svg}<p><a id="phone" href="${escapeHtml(url)}">Open on this phone</a></p>
<p><a href="/api/v1/sandbox/pay/${pid}">Pay by card instead</a></p>`,
    );
  });

  app.get('/sandbox/sbp/:pid/phone', { schema: { ...hide, params: ZPid } }, async (request, reply) => {
    const { pid } = request.params;
    const payment = await known(pid, reply);
    if (!payment) return;
    return page(
      reply,
      200,
      'Sandbox bank app',
      `${header(payment)}<h1>Confirm the SBP payment</h1>
<form method="post" action="/api/v1/sandbox/sbp/${pid}/phone"><button name="action" value="approve" type="submit">Approve</button>
<button class="secondary" name="action" value="decline" type="submit">Decline</button></form>`,
    );
  });

  app.post(
    '/sandbox/sbp/:pid/phone',
    { config: noCsrf, schema: { ...hide, params: ZPid } },
    async (request, reply) => {
      const { pid } = request.params;
      const payment = await known(pid, reply);
      if (!payment) return;
      return decide(reply, pid, payment, form.parse(request.body).action === 'approve' ? null : 'declined');
    },
  );
};
