// Helpers of the checkout specs: holding two seats of a session and going to the cart, a visitor's whole purchase
// from the search, the buyer's form, the sandbox bank's pages (its test cards, the 3-D Secure code, the SBP
// "phone"), and reading the QR codes of a tickets PDF: each page rendered to PNG by poppler's pdftoppm, each PNG
// decoded with jsQR.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { mailCount, waitForMail } from './mail';
import { clickSeat, freeSeatsInView, openMap, placeOf, seatMap, sessionsOnSale } from './seat-map';

export const SANDBOX_CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
  /** Pays; the bank refuses the payment's first refund and takes the next (the box office's "send again"). */
  refundRefused: '4000 0000 0000 0119',
} as const;

/**
 * A session on sale for one checkout test alone: counted from the middle of the list, away from the first
 * performance's sessions and from the ones seat-map.spec.ts takes from the end.
 */
export async function checkoutSession(page: Page, slot: number): Promise<number> {
  const sessions = await sessionsOnSale(page);
  const id = sessions[Math.floor(sessions.length / 2) + slot];
  if (id === undefined) throw new Error(`fewer sessions on sale than slot ${slot} needs`);
  return id;
}

/** On an open seat map: clicks two free seats (each held at once) and answers their places. */
export async function holdTwoSeats(page: Page): Promise<string[]> {
  await openMap(page);
  const [first, second] = (await freeSeatsInView(page)).filter((_, index) => index % 3 === 0);
  if (!first || !second) throw new Error('no two free seats in view');
  expect(await clickSeat(page, first)).toBe(200);
  expect(await clickSeat(page, second)).toBe(200);
  return [placeOf(first.label), placeOf(second.label)];
}

export type Buyer = { name?: string; email?: string; phone?: string };

/** Fills what is given of the buyer's form, ticks the consent, picks the method (Russian labels). */
export async function fillBuyer(page: Page, buyer: Buyer, method: 'card' | 'sbp' = 'card'): Promise<void> {
  const form = page.getByRole('form', { name: 'Покупатель' });
  if (buyer.name !== undefined) await form.getByLabel('Имя', { exact: true }).fill(buyer.name);
  if (buyer.email !== undefined) await form.getByLabel('Эл. почта').fill(buyer.email);
  if (buyer.phone !== undefined) await form.getByLabel('Телефон').pressSequentially(buyer.phone);
  await form.getByLabel(method === 'card' ? 'Банковская карта' : 'Система быстрых платежей (СБП)').check();
  await form.getByRole('checkbox').check();
}

/**
 * A visitor finds `title` through the search in `city`, opens session `sessionId` from its page, takes `count` free
 * seats of the map (a small hall's, all in view at its first scale) and pays for them by card as `buyer`; done once
 * the tickets mail has arrived. Answers the seats' labels.
 */
export async function buySeatsFromSearch(
  page: Page,
  order: { title: string; city: string; sessionId: number; count: number; buyer: Required<Buyer> },
): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(order.title)}&city=${order.city}`);
  await page.getByRole('link', { name: order.title }).first().click();
  await page.locator(`a[href$="/events/${order.sessionId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/events/${order.sessionId}$`));
  await expect(seatMap(page)).toBeVisible({ timeout: 20_000 });
  const seats = (await freeSeatsInView(page)).slice(0, order.count);
  if (seats.length < order.count) throw new Error(`fewer than ${order.count} free seats on the map`);
  for (const seat of seats) expect(await clickSeat(page, seat)).toBe(200);
  await page
    .getByRole('region', { name: 'Выбранные места' })
    .getByRole('link', { name: 'Перейти в корзину' })
    .click();
  await fillBuyer(page, order.buyer);
  const seen = await mailCount(order.buyer.email);
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult/);
  await waitForMail(order.buyer.email, { seen });
  return seats.map((seat) => seat.label);
}

/**
 * On the sandbox bank's card page: pays with `card` (and the 3-D Secure `code` when asked), then returns to the shop.
 * The bank speaks the order's language, so its fields are found by their ids (card, pay, code, confirm, back).
 */
export async function payOnSandbox(page: Page, card: string, code?: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
  await page.locator('#card').fill(card);
  await page.locator('#pay').click();
  if (code !== undefined) {
    await page.locator('#code').fill(code);
    await page.locator('#confirm').click();
  }
  await page.locator('#back').click();
}

const run = promisify(execFile);

/**
 * The texts of the QR codes of a PDF, one per page, in page order. Each page is rendered at a few resolutions
 * until jsQR reads it: at some scales the resampled modules defeat its finder (a door scanner's camera sees
 * other scales anyway), so one resolution alone makes a flaky test.
 */
export async function pdfQrCodes(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tickets-'));
  try {
    await writeFile(path.join(dir, 'tickets.pdf'), pdf);
    const byPage = new Map<number, string>();
    let pageCount = 0;
    for (const dpi of [200, 300, 150, 120]) {
      const prefix = path.join(dir, `r${dpi}`);
      await run('pdftoppm', ['-r', String(dpi), '-png', path.join(dir, 'tickets.pdf'), prefix]);
      const pages = (await readdir(dir)).filter((file) => file.startsWith(`r${dpi}-`)).sort();
      pageCount = pages.length;
      for (const [index, file] of pages.entries()) {
        if (byPage.has(index)) continue;
        const png = PNG.sync.read(await readFile(path.join(dir, file)));
        const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        if (found) byPage.set(index, found.data);
      }
      if (byPage.size === pageCount) break;
    }
    const codes: string[] = [];
    for (let index = 0; index < pageCount; index++) {
      const code = byPage.get(index);
      if (code === undefined) throw new Error(`no QR code on page ${index + 1}`);
      codes.push(code);
    }
    return codes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the QR code in a PNG (a screenshot of a ticket's QR code on a page), or null when jsQR reads none. */
export function pngQrCode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The text of a PDF (tickets, certificates), as poppler's pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afisha-e2e-pdf-'));
  try {
    await writeFile(path.join(dir, 'file.pdf'), pdf);
    return (await run('pdftotext', [path.join(dir, 'file.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders the first page of a PDF to PNG at `dpi` (to look at it). */
export async function pdfFirstPagePng(pdf: Buffer, dpi = 60): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afisha-e2e-pdf-'));
  try {
    await writeFile(path.join(dir, 'file.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'file.pdf'),
      path.join(dir, 'page'),
    ]);
    return await readFile(path.join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type SessionService = { id: number; name: string; price: number };

/**
 * A session on sale that offers a service (the programme booklet first), starting `skip` sessions past the middle of
 * the list, so specs that buy from the same catalogue take different sessions.
 */
export async function sessionWithServices(
  page: Page,
  skip: number,
): Promise<{ id: number; service: SessionService }> {
  const sessions = await sessionsOnSale(page);
  for (const id of sessions.slice(Math.floor(sessions.length / 2) + skip)) {
    const services = (await (
      await page.request.get(`/api/v1/services?event=${id}`)
    ).json()) as SessionService[];
    const booklet = services.find((service) => service.name === 'Программка') ?? services[0];
    if (booklet) return { id, service: booklet };
  }
  throw new Error('no session on sale offers a service');
}
