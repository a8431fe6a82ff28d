// [SECURITY]: the site's pages send security headers (a Content-Security-Policy that forbids framing, nosniff, a
// referrer policy, a permissions policy; HSTS only over HTTPS, and this run is plain http). The pages Next renders on
// every request get a strict policy, a nonce new on every answer and no inline script without it; the cached pages
// keep the policy without nonces and stay cached (lib/security-headers.ts, lib/nonce-pages.ts). Nothing the site
// loads is refused: the home page, a session's seat map, the cart's checkout form, a strict page's form, and the chat
// widget and analytics counters of SPEC.md (configured on the second web server, see playwright.config.ts, and
// answered here by page.route).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { checkoutSession, holdTwoSeats } from '../helpers/checkout';
import { recordCspViolations } from '../helpers/csp';
import { offlineWebPort } from '../helpers/servers';
import { presetStorage, returningVisitor } from '../helpers/shell';

const scriptSources = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/** The nonce of a strict policy ('' for the cached pages' policy). */
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';

function expectSecurityHeaders(response: APIResponse, kind: 'cached' | 'strict') {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  if (kind === 'cached') {
    expect(scriptSources(policy)).toEqual(["'self'", "'unsafe-inline'"]);
  } else {
    expect(scriptSources(policy)).toContain("'strict-dynamic'");
    expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  }
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('microphone=()');
  // Plain http (COOKIE_SECURE=false): no HSTS, nothing upgraded.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
}

test('[SECURITY]: a cached listing page sends the headers and is still served from the cache', async ({
  request,
}) => {
  await request.get('/');
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'cached');
  // Rendered once and kept (revalidate), not rendered per request as a nonce would force.
  expect(home.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(home.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  // Likewise a page of the buying flow and a page in another language.
  for (const path of ['/cart', '/en/faq']) {
    await request.get(path);
    const cached = await request.get(path);
    expect(cached.status(), path).toBe(200);
    expectSecurityHeaders(cached, 'cached');
    expect(cached.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
});

/** Every executable <script> of a page's HTML carries the nonce, or is the shell's inline script allowed by hash. */
function expectEveryScriptAllowed(html: string, policy: string) {
  const nonce = nonceOf(policy);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    // Data blocks (JSON-LD) are never run.
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [tag, attributes = '', body = ''] of scripts) {
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const allowed =
      attributes.includes(`nonce="${nonce}"`) || (body !== '' && scriptSources(policy).includes(hash));
    expect(allowed, tag.slice(0, 120)).toBe(true);
  }
}

test('[SECURITY]: a page rendered per request has a strict policy, a new nonce each time, on every script', async ({
  request,
}) => {
  // Through the proxy's listing rewrite (search) and next-intl's routing (a prefixed language).
  for (const path of ['/search?q=%D0%B0', '/en/ticket-holders']) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status(), path).toBeLessThan(500);
    expectSecurityHeaders(first, 'strict');
    expectSecurityHeaders(second, 'strict');
    const policies = [first, second].map((answer) => answer.headers()['content-security-policy'] ?? '');
    expect(nonceOf(policies[0] ?? '')).not.toBe(nonceOf(policies[1] ?? ''));
    expect(first.headers()['cache-control'], path).toContain('no-store');
    expectEveryScriptAllowed(await first.text(), policies[0] ?? '');
  }
});

/**
 * The web build's pages, as `next build` classed them: rendered per request (neither in the prerender manifest's
 * routes nor its ISR routes) or prerendered/cached. Routes as the build names them, `/[locale]` removed.
 */
function builtPages(): { perRequest: string[]; cached: string[] } {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/.next');
  const read = (name: string) => JSON.parse(readFileSync(path.join(buildDir, name), 'utf8'));
  const appPaths: Record<string, string> = read('app-path-routes-manifest.json');
  const prerender: { routes: object; dynamicRoutes: object } = read('prerender-manifest.json');
  const prerendered = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  const pages = Object.entries(appPaths).filter(
    ([entry, route]) => entry.endsWith('/page') && route.startsWith('/[locale]'),
  );
  const named = (routes: [string, string][]) =>
    routes.map(([, route]) => route.slice('/[locale]'.length) || '/');
  return {
    perRequest: named(pages.filter(([, route]) => !prerendered.has(route))),
    cached: named(pages.filter(([, route]) => prerendered.has(route))),
  };
}

/** An address of a route: each [param] (and [...catch-all]) filled in. */
const addressOf = (route: string) => route.replace(/\[\.{0,3}[^\]]+\]/g, '1');

test('[SECURITY]: every page the build renders per request answers strictly, every cached page without nonces', async ({
  request,
}) => {
  // Held against the build itself, so a page that changes kind and not the proxy's list (lib/nonce-pages.ts) fails
  // here: a cached page given a nonce policy would have its scripts refused.
  const { perRequest, cached } = builtPages();
  expect(perRequest.length).toBeGreaterThan(5);
  for (const route of perRequest) {
    // Redirects (/account) are not followed: the page that redirects is the one asked about.
    const answer = await request.get(addressOf(route), { maxRedirects: 0 });
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(scriptSources(policy), route).toContain("'strict-dynamic'");
    if (answer.status() === 200) expectEveryScriptAllowed(await answer.text(), policy);
  }
  for (const route of cached) {
    const answer = await request.get(addressOf(route), { maxRedirects: 0 });
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(scriptSources(policy), route).toEqual(["'self'", "'unsafe-inline'"]);
  }
});

test('[SECURITY]: the guest ticket page keeps its own referrer policy', async ({ request }) => {
  const tickets = await request.get('/tickets/1?key=wrong');
  expect(tickets.headers()['referrer-policy']).toBe('no-referrer');
  const policy = tickets.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  // Rendered per request: the strict policy.
  expect(scriptSources(policy)).toContain("'strict-dynamic'");
  expectEveryScriptAllowed(await tickets.text(), policy);
});

test('[SECURITY]: home, a seat map and the checkout form load with no policy violation', async ({ page }) => {
  await presetStorage(page, returningVisitor);
  const violations = await recordCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto(`/events/${await checkoutSession(page, 8)}`);
  await holdTwoSeats(page);
  // Posters and seat map images came from /media: the policy let them through.
  await page.goto('/cart');
  await expect(page.getByRole('form', { name: 'Покупатель' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

for (const [kind, path] of [
  ['cached', '/'],
  ['strict', '/ticket-holders'],
] as const) {
  test(`[SECURITY]: the chat widget and the analytics counters load under the ${kind} policy`, async ({
    page,
  }) => {
    // The second web server has them configured, its counters for the host `localhost` only (other specs use
    // 127.0.0.1); every third-party answer comes from here, nothing leaves the machine.
    const loaded: string[] = [];
    const script = (name: string) =>
      `window.__loaded = (window.__loaded || []).concat(${JSON.stringify(name)});`;
    await page.route('http://127.0.0.5:9/**', (route) => {
      loaded.push('chat');
      return route.fulfill({ contentType: 'text/javascript', body: script('chat') });
    });
    await page.route('https://mc.yandex.ru/**', (route) => {
      loaded.push('metrics');
      return route.fulfill({ contentType: 'text/javascript', body: script('metrics') });
    });
    await page.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push('tag manager');
      return route.fulfill({ contentType: 'text/javascript', body: script('tag manager') });
    });
    await presetStorage(page, returningVisitor);
    const violations = await recordCspViolations(page);
    const answer = await page.goto(`http://localhost:${offlineWebPort}${path}`);
    const nonce = nonceOf((await answer?.allHeaders())?.['content-security-policy'] ?? '');
    expect(Boolean(nonce)).toBe(kind === 'strict');
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { __loaded?: string[] }).__loaded ?? []).sort()))
      .toEqual(['chat', 'metrics', 'tag manager']);
    expect(loaded.sort()).toEqual(['chat', 'metrics', 'tag manager']);
    expect(await violations()).toEqual([]);
    // They carry the page's nonce (a tag manager hands it on to the tags it writes); none on a cached page.
    const nonces = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLScriptElement>('script[src^="http"]'),
        (element) => element.nonce,
      ),
    );
    expect(nonces).toEqual([nonce, nonce, nonce]);
  });
}

/** Puts a script of a cross-site-scripting hole into the page's HTML as the server sends it: inline and from a file. */
async function injectIntoHtml(page: Page) {
  await page.route('**/injected.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__injectedFile = true;' }),
  );
  await page.route(
    (url) => url.pathname === '/ticket-holders' || url.pathname === '/faq',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injectedInline = true;</script><script src="/injected.js"></script></body>',
      );
      // The body is sent as it is now (decoded, another length).
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
      );
      return route.fulfill({ response, headers, body: html });
    },
  );
}

const injected = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as { __injectedInline?: boolean; __injectedFile?: boolean };
    return { inline: marks.__injectedInline === true, file: marks.__injectedFile === true };
  });

test('[SECURITY]: a strict page works with no violation, and refuses scripts that lack its nonce', async ({
  page,
}) => {
  // A first visit: the cookie notice is shown, and accepting it is a click React must have hydrated.
  await presetStorage(page, { 'confirm-city': 'true', 'my-city-slug': 'moscow' });
  const violations = await recordCspViolations(page);
  const answer = await page.goto('/ticket-holders');
  expect((await answer?.allHeaders())?.['content-security-policy']).toContain("'strict-dynamic'");
  await expect(page.getByRole('heading', { name: 'Владельцы билетов' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await notice.getByRole('button', { name: 'Хорошо' }).click();
  await expect(notice).toBeHidden();
  // The shell's inline script (allowed by its hash) hides the accepted notice before React runs.
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-cookies-accepted'))).toBe(
    true,
  );
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Подарочные сертификаты', level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // Scripts injected into the HTML, as a hole in the rendering would put them, run on none of it. ('strict-dynamic'
  // trusts what a running script adds with createElement: it is the markup an attacker writes that it stops.)
  await injectIntoHtml(page);
  await page.goto('/ticket-holders');
  await expect(page.getByRole('heading', { name: 'Владельцы билетов' })).toBeVisible();
  expect(await injected(page)).toEqual({ inline: false, file: false });
  expect((await violations()).join('\n')).toMatch(/script-src/);
  // Control: the same injection on a cached page runs (its policy allows inline scripts and this site's files).
  await page.goto('/faq');
  await expect.poll(() => injected(page)).toEqual({ inline: true, file: true });
});
