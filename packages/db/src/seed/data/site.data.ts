// The demo site's identity and settings: name, phone, social networks, header and footer menus
// (with children; one footer entry opens the callback form), payment-methods HTML, cookie text.
import type { L4 } from '../text.js';

export const SITE_NAME: L4 = { ru: 'Афиша', en: 'Afisha', fr: 'Afisha', de: 'Afisha' };

/** Host name of the default site; it also answers every unknown host. */
export const SITE_DOMAIN = 'localhost';

export const SITE_PHONE = '+7 (495) 120-45-67';

export type SocialData = {
  key: string;
  /** Translated: it is the link's label (its accessible name) in the visitor's language. */
  name: L4;
  link: string;
  caption: L4;
  color: string;
  /** The icon's Latin brand mark (an image keeps no words of one language). */
  glyph: string;
};

const same = (text: string): L4 => ({ ru: text, en: text, fr: text, de: text });

export const SOCIAL_NETWORKS: readonly SocialData[] = [
  {
    key: 'vk',
    name: { ru: 'ВКонтакте', en: 'VK', fr: 'VK', de: 'VK' },
    link: 'https://vk.com/afisha_demo',
    caption: same('VK'),
    color: '#0077FF',
    glyph: 'VK',
  },
  {
    key: 'telegram',
    name: same('Telegram'),
    link: 'https://t.me/afisha_demo',
    caption: same('Telegram'),
    color: '#26A5E4',
    glyph: 'TG',
  },
  {
    key: 'ok',
    name: { ru: 'Одноклассники', en: 'Odnoklassniki', fr: 'Odnoklassniki', de: 'Odnoklassniki' },
    link: 'https://ok.ru/afisha_demo',
    caption: same('OK'),
    color: '#EE8208',
    glyph: 'OK',
  },
  {
    key: 'dzen',
    name: { ru: 'Дзен', en: 'Dzen', fr: 'Dzen', de: 'Dzen' },
    link: 'https://dzen.ru/afisha_demo',
    caption: { ru: 'Дзен', en: 'Dzen', fr: 'Dzen', de: 'Dzen' },
    color: '#000000',
    glyph: 'DZ',
  },
];

export type MenuData = { name: L4; url: string; children?: readonly MenuData[] };

const m = (ru: string, en: string, fr: string, de: string, url: string, children?: MenuData[]): MenuData =>
  children ? { name: { ru, en, fr, de }, url, children } : { name: { ru, en, fr, de }, url };

export const HEADER_MENU: readonly MenuData[] = [
  m('Афиша', 'What’s on', 'Programme', 'Spielplan', '/events', [
    m('Драма', 'Drama', 'Théâtre', 'Schauspiel', '/events?genres=drama'),
    m('Опера', 'Opera', 'Opéra', 'Oper', '/events?genres=opera'),
    m('Балет', 'Ballet', 'Ballet', 'Ballett', '/events?genres=ballet'),
    m('Концерты', 'Concerts', 'Concerts', 'Konzerte', '/events?genres=classical-music,jazz,rock'),
    m('Детям', 'For children', 'Pour enfants', 'Für Kinder', '/events?genres=children'),
    m('Стендап', 'Stand-up', 'Stand-up', 'Stand-up', '/events?genres=stand-up'),
  ]),
  m('Театры и организаторы', 'Venues', 'Salles', 'Spielstätten', '/theaters-and-organizators'),
  m('Подборки', 'Collections', 'Sélections', 'Empfehlungen', '/collections'),
  m('Артисты', 'Artists', 'Artistes', 'Künstler', '/artists'),
  m('Сертификаты', 'Gift cards', 'Cartes cadeaux', 'Gutscheine', '/certificates'),
];

export const FOOTER_MENU: readonly MenuData[] = [
  m('Зрителям', 'Visitors', 'Spectateurs', 'Besucher', '/events', [
    m('Афиша', 'What’s on', 'Programme', 'Spielplan', '/events'),
    m('Театры и организаторы', 'Venues', 'Salles', 'Spielstätten', '/theaters-and-organizators'),
    m('Подборки', 'Collections', 'Sélections', 'Empfehlungen', '/collections'),
    m('Подарочные сертификаты', 'Gift cards', 'Cartes cadeaux', 'Geschenkgutscheine', '/certificates'),
  ]),
  m('Покупателям', 'Buying tickets', 'Achat de billets', 'Ticketkauf', '/how-to-buy', [
    m(
      'Как купить билет',
      'How to buy a ticket',
      'Comment acheter un billet',
      'So kaufen Sie ein Ticket',
      '/how-to-buy',
    ),
    m('Возврат билетов', 'Refunds', 'Remboursements', 'Rückgabe', '/refund'),
    m('Вопросы и ответы', 'FAQ', 'Questions fréquentes', 'Häufige Fragen', '/faq'),
    m('Обратная связь', 'Contact us', 'Nous écrire', 'Kontakt aufnehmen', 'callback'),
  ]),
  m('О компании', 'About', 'À propos', 'Über uns', '/about', [
    m('О нас', 'About us', 'Qui sommes-nous', 'Über uns', '/about'),
    m('Контакты', 'Contacts', 'Contacts', 'Kontakt', '/contacts'),
    m('Публичная оферта', 'Terms of sale', 'Conditions de vente', 'AGB', '/offer'),
    m(
      'Политика конфиденциальности',
      'Privacy policy',
      'Politique de confidentialité',
      'Datenschutz',
      '/privacy',
    ),
  ]),
];

export const PAYMENT_METHODS: L4 = {
  ru: '<p>Оплата картами «Мир», Visa и Mastercard, а также через Систему быстрых платежей (СБП). Платёж защищён по стандарту PCI DSS.</p>',
  en: '<p>Pay with Mir, Visa and Mastercard cards or through the Faster Payments System (SBP). Payments are protected to the PCI DSS standard.</p>',
  fr: '<p>Paiement par cartes Mir, Visa et Mastercard ou via le Système de paiements rapides (SBP). Paiement sécurisé selon la norme PCI DSS.</p>',
  de: '<p>Zahlung mit Mir-, Visa- und Mastercard-Karten oder über das Schnellzahlungssystem (SBP). Zahlungen sind nach PCI DSS geschützt.</p>',
};

export const COOKIE_NOTIFICATION: L4 = {
  ru: 'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
  en: 'We use cookies to make the site work better. By continuing to use it you agree to this.',
  fr: 'Nous utilisons des cookies pour améliorer le fonctionnement du site. En continuant, vous l’acceptez.',
  de: 'Wir verwenden Cookies, damit die Website besser funktioniert. Wenn Sie sie weiter nutzen, stimmen Sie dem zu.',
};
