// The door check (issues 7 and 17): a visitor buys two seats at the soonest session on sale that the door offers; a
// customer who opens /box-office/door is told it is for staff; the box-office clerk of the demo (boxoffice@example.com)
// opens the door page at phone width, picks that session from today's and the next days' sessions offered (no number
// typed), types the first ticket's code and gets the green "come in" with the place in words; the same code again from
// this phone is amber, "already let in by you at" the time it was let in (not a second admission); a made-up code is
// red; the clerk picks another session from the list and the second ticket is red there, naming its own session.
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../helpers/accounts';
import { fillBuyer, holdTwoSeats, payOnSandbox, SANDBOX_CARDS } from '../helpers/checkout';
import { saveScreenshot } from '../helpers/screenshot';
import { sessionsOnSale } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

type DoorEvent = { id: number; title: string; starts_at: string; timezone: string };

const CLERK = { email: 'boxoffice@example.com', password: 'demo12345', name: 'Касса' };

/** The session's button as the door page writes it under its day: "19:00 · Title". */
const sessionButtonName = (event: DoorEvent) =>
  `${new Intl.DateTimeFormat('ru', {
    timeZone: event.timezone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(event.starts_at))} · ${event.title}`;

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

async function buyTwo(page: Page, eventId: number): Promise<{ order: string; secrets: string[] }> {
  await page.goto(`/events/${eventId}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await fillBuyer(page, { name: 'Зритель', email: `door-${Date.now()}@example.com`, phone: '9161234567' });
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  const status = (await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json()) as {
    tickets_url: string;
  };
  const tickets = (await (await page.request.get(status.tickets_url)).json()) as {
    tickets: { secret: string }[];
  };
  return { order, secrets: tickets.tickets.map((ticket) => ticket.secret) };
}

test('[DOOR]: staff pick tonight’s session from a list; a ticket is green once, amber when this phone scans it again, others red', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // The clerk's own phone: a context of its own, signed in.
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 375, height: 760 },
  });
  const door = await phone.newPage();
  await presetStorage(door, returningVisitor);
  await signInThroughApi(door.request, CLERK);
  const offered = (
    (await (await door.request.get('/api/v1/checkin/events')).json()) as { results: DoorEvent[] }
  ).results;
  const onSale = new Set(await sessionsOnSale(page));
  // Tonight's session when one is still on sale, else the soonest that is.
  // A button whose name is in no other's (the same title may play at the same hour on two days).
  const unique = (event: DoorEvent) =>
    offered.filter((each) => sessionButtonName(each).includes(sessionButtonName(event))).length === 1;
  const session = offered.find((event) => onSale.has(event.id) && unique(event));
  if (!session) throw new Error('the door offers no session on sale');
  const other = offered.find((event) => event.id !== session.id && unique(event));
  if (!other) throw new Error('the door offers one session only');
  const { order, secrets } = await buyTwo(page, session.id);
  const [first, second] = secrets;

  await signInThroughApi(page.request, { email: 'demo@example.com', password: 'demo12345', name: 'Анна' });
  await page.goto('/box-office/door');
  await expect(page.getByRole('alert').filter({ hasText: 'только для сотрудников' })).toBeVisible();

  // The clerk picks the session from the list: nothing to type.
  await door.goto('/box-office/door');
  await expect(door.getByRole('heading', { name: 'Выберите сеанс' })).toBeVisible();
  await expect(door.getByLabel('Код билета')).toHaveCount(0);
  await saveScreenshot(door, testInfo, 'door-sessions-375');
  await door.getByRole('button', { name: sessionButtonName(session) }).click();
  await expect(door).toHaveURL(new RegExp(`/box-office/door\\?event=${session.id}$`));
  await expect(door.getByRole('region', { name: 'Сеанс на этом входе' })).toContainText(session.title);
  await expect(door.getByRole('button', { name: 'Включить камеру' })).toBeVisible();

  const code = door.getByLabel('Код билета');
  const verdict = door.getByTestId('door-verdict');
  await code.fill(first!.toLowerCase());
  await door.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'valid');
  await expect(verdict).not.toHaveAttribute('data-repeat', 'true');
  await expect(verdict).toContainText('Проходите');
  await expect(verdict).toContainText(/ряд \d+, место \d+/);
  await saveScreenshot(door, testInfo, 'door-valid-375');

  // The same ticket again from this phone: not a second admission, but when this clerk let it in.
  await code.fill(first!);
  await door.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-repeat', 'true');
  await expect(verdict).not.toContainText('Проходите');
  const detail = (await (await door.request.get(`/api/v1/orders/admin/${order}`)).json()) as {
    lines: { ticket: { code: string; used_at: string | null } | null }[];
  };
  const usedAt = detail.lines.find((line) => line.ticket?.code === first)?.ticket?.used_at;
  if (!usedAt) throw new Error('the ticket let in has no time');
  const letIn = new Intl.DateTimeFormat('ru', { timeZone: session.timezone, timeStyle: 'short' }).format(
    new Date(usedAt),
  );
  await expect(verdict).toContainText(`Уже впущен вами в ${letIn}`);
  await expect(verdict).toContainText('Этот билет уже пропущен с этого телефона.');
  await saveScreenshot(door, testInfo, 'door-again-375');

  await code.fill('NOT-A-TICKET');
  await door.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'unknown');
  await expect(verdict).toContainText('Билет не найден');

  // Another session, picked from the list again: the second ticket is not for it.
  await door.getByRole('button', { name: 'Другой сеанс' }).click();
  await door.getByRole('button', { name: sessionButtonName(other) }).click();
  await expect(door).toHaveURL(new RegExp(`event=${other.id}$`));
  await door.getByLabel('Код билета').fill(second!);
  await door.getByRole('button', { name: 'Проверить' }).click();
  await expect(door.getByTestId('door-verdict')).toHaveAttribute('data-result', 'wrong_event');
  await expect(door.getByTestId('door-verdict')).toContainText(`Билет на другой сеанс: ${session.title}`);
  await saveScreenshot(door, testInfo, 'door-wrong-event-375');
  await phone.close();
});
