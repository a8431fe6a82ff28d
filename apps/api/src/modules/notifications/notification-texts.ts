// Owns the words of the notifications the system makes, in ru, en, fr and de. A notification is
// stored with every translation at once (jsonb `{ru, en, fr, de}`), so the reader's language is
// picked when it is read, not when it is made. Pure: amounts, titles and dates come in as values.
import type { Locale, Localized } from '@afisha/db';
import { locales, pickLocale } from '@afisha/db';

/** New dates listed by name in the text; more are summed up as "…". */
export const NEW_DATES_SHOWN = 5;

type Texts = { title: Localized; text: Localized };

function perLocale(build: (locale: Locale) => string): Localized {
  const entries = locales.map((locale) => [locale, build(locale)] as const);
  return Object.fromEntries(entries) as Localized;
}

/** 150000 kopecks → "1 500 ₽" in the locale's digits and spacing. */
export function formatRoubles(kopecks: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kopecks / 100);
}

/** A venue-local calendar day (YYYY-MM-DD) as "12 марта" / "March 12", with the year only when asked. */
export function formatDay(day: string, locale: Locale, withYear: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(withYear && { year: 'numeric' }),
    // The day is already venue-local: format it as the calendar date it names.
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const ACCOUNT_CONFIRMED = {
  title: {
    ru: 'Добро пожаловать!',
    en: 'Welcome!',
    fr: 'Bienvenue !',
    de: 'Willkommen!',
  },
  text: {
    ru: 'Адрес почты подтверждён. Добавляйте спектакли в избранное — мы сообщим, когда у них появятся новые даты.',
    en: 'Your email address is confirmed. Add performances to your favourites and we will tell you when they get new dates.',
    fr: 'Votre adresse e-mail est confirmée. Ajoutez des spectacles à vos favoris : nous vous préviendrons de leurs nouvelles dates.',
    de: 'Ihre E-Mail-Adresse ist bestätigt. Merken Sie sich Vorstellungen als Favoriten, und wir melden neue Termine.',
  },
} satisfies Texts;

export function accountConfirmedTexts(): Texts {
  return ACCOUNT_CONFIRMED;
}

const ORDER_PAID: Record<Locale, (number: string, amount: string) => [string, string]> = {
  ru: (n, a) => [
    `Заказ ${n} оплачен`,
    `Оплата ${a} получена. Билеты отправлены на почту и ждут в разделе «Заказы».`,
  ],
  en: (n, a) => [
    `Order ${n} is paid`,
    `We received ${a}. Your tickets are in your mailbox and under Orders.`,
  ],
  fr: (n, a) => [
    `Commande ${n} payée`,
    `Nous avons reçu ${a}. Vos billets sont dans votre boîte mail et dans la rubrique Commandes.`,
  ],
  de: (n, a) => [
    `Bestellung ${n} ist bezahlt`,
    `Wir haben ${a} erhalten. Ihre Tickets sind in Ihrem Postfach und unter Bestellungen.`,
  ],
};

export function orderPaidTexts(orderNumber: string, totalKopecks: number): Texts {
  const parts = (locale: Locale) => ORDER_PAID[locale](orderNumber, formatRoubles(totalKopecks, locale));
  return { title: perLocale((l) => parts(l)[0]), text: perLocale((l) => parts(l)[1]) };
}

const REFUND_DONE: Record<Locale, (number: string, amount: string) => [string, string]> = {
  ru: (n, a) => [
    `Возврат по заказу ${n}`,
    `Мы вернули ${a}. Деньги поступят тем же способом, которым вы платили.`,
  ],
  en: (n, a) => [`Refund for order ${n}`, `We refunded ${a}. The money goes back the way you paid.`],
  fr: (n, a) => [
    `Remboursement de la commande ${n}`,
    `Nous avons remboursé ${a}. L’argent revient par le moyen de paiement utilisé.`,
  ],
  de: (n, a) => [
    `Erstattung für Bestellung ${n}`,
    `Wir haben ${a} erstattet. Das Geld geht auf dem Zahlungsweg zurück, den Sie genutzt haben.`,
  ],
};

export function refundDoneTexts(orderNumber: string, amountKopecks: number): Texts {
  const parts = (locale: Locale) => REFUND_DONE[locale](orderNumber, formatRoubles(amountKopecks, locale));
  return { title: perLocale((l) => parts(l)[0]), text: perLocale((l) => parts(l)[1]) };
}

const NEW_DATES_TITLE: Record<Locale, (title: string) => string> = {
  ru: (t) => `Новые даты: «${t}»`,
  en: (t) => `New dates: “${t}”`,
  fr: (t) => `Nouvelles dates : « ${t} »`,
  de: (t) => `Neue Termine: „${t}“`,
};
const NEW_DATES_TEXT: Record<Locale, (dates: string) => string> = {
  ru: (d) => `Спектакль из вашего избранного снова в афише: ${d}`,
  en: (d) => `A performance from your favourites is back on stage: ${d}`,
  fr: (d) => `Un spectacle de vos favoris revient à l’affiche : ${d}`,
  de: (d) => `Eine Vorstellung aus Ihren Favoriten steht wieder auf dem Spielplan: ${d}`,
};

/**
 * `days`: the new sessions' venue-local days (YYYY-MM-DD), any order, repeats allowed. The year
 * is shown when the days span more than one year or are not in `currentYear`.
 */
export function newDatesTexts(
  performanceTitle: Localized,
  days: readonly string[],
  currentYear: number,
): Texts {
  const distinct = [...new Set(days)].sort();
  const shown = distinct.slice(0, NEW_DATES_SHOWN);
  const withYear = distinct.some((day) => Number(day.slice(0, 4)) !== currentYear);
  const dates = (locale: Locale) => {
    const listed = shown.map((day) => formatDay(day, locale, withYear)).join(', ');
    // A cut list ends in an ellipsis instead of the full stop.
    return distinct.length > shown.length ? `${listed}…` : `${listed}.`;
  };
  const title = (locale: Locale) => pickLocale(performanceTitle, locale);
  return {
    title: perLocale((l) => NEW_DATES_TITLE[l](title(l))),
    text: perLocale((l) => NEW_DATES_TEXT[l](dates(l))),
  };
}
