// Owns the words of the sandbox bank's pages (sandbox-bank.routes.ts) in the four languages: a hosted payment page
// speaks the language the buyer paid in (the order's), as a real acquirer's does when the shop passes it. The test
// cards' numbers stay as they are.
import type { TLocale } from '@afisha/contracts';

export type SandboxTexts = {
  bank: string;
  testOnly: string;
  order: string;
  unknownPayment: string;
  accepted: string;
  declined: string;
  back: string;
  paymentTitle: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string;
  cards: string;
  paySbp: string;
  unknownCard: string;
  threeDsText: string;
  code: string;
  confirm: string;
  sbpTitle: string;
  scan: string;
  openOnPhone: string;
  payByCard: string;
  appTitle: string;
  confirmSbp: string;
  approve: string;
  decline: string;
};

export const SANDBOX_TEXTS: Record<TLocale, SandboxTexts> = {
  ru: {
    bank: 'Тестовый банк',
    testOnly: 'Только тестовые платежи: деньги не списываются.',
    order: 'Заказ {number}',
    unknownPayment: 'Платёж не найден',
    accepted: 'Оплата прошла',
    declined: 'Платёж отклонён',
    back: 'Вернуться в магазин',
    paymentTitle: 'Тестовая оплата',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия',
    cvc: 'CVC',
    pay: 'Оплатить {amount}',
    cards:
      '4242 4242 4242 4242 — оплата проходит · 4000 0000 0000 0002 — отказ · 4000 0000 0000 3220 — запрос 3-D Secure (код 123456) · 4000 0000 0000 0119 — оплата проходит, первый возврат отклоняется',
    paySbp: 'Оплатить через СБП (QR-код)',
    unknownCard: 'Неизвестная тестовая карта. Возьмите одну из карт ниже.',
    threeDsText: 'Введите код из SMS банка (тестовый код 123456).',
    code: 'Код',
    confirm: 'Подтвердить',
    sbpTitle: 'Оплата через СБП',
    scan: 'Отсканируйте в приложении банка',
    openOnPhone: 'Открыть на этом телефоне',
    payByCard: 'Оплатить картой',
    appTitle: 'Приложение тестового банка',
    confirmSbp: 'Подтвердите платёж через СБП',
    approve: 'Подтвердить',
    decline: 'Отклонить',
  },
  en: {
    bank: 'Sandbox Bank',
    testOnly: 'Test payments only: no money moves.',
    order: 'Order {number}',
    unknownPayment: 'Unknown payment',
    accepted: 'Payment accepted',
    declined: 'Payment declined',
    back: 'Return to the shop',
    paymentTitle: 'Sandbox payment',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    cards:
      '4242 4242 4242 4242 pays · 4000 0000 0000 0002 is declined · 4000 0000 0000 3220 asks for 3-D Secure (code 123456) · 4000 0000 0000 0119 pays, its first refund is refused',
    paySbp: 'Pay with SBP (QR code)',
    unknownCard: 'Unknown test card. Use one of the cards below.',
    threeDsText: 'Enter the code your bank sent by SMS (test code 123456).',
    code: 'Code',
    confirm: 'Confirm',
    sbpTitle: 'SBP payment',
    scan: 'Scan with your bank app',
    openOnPhone: 'Open on this phone',
    payByCard: 'Pay by card instead',
    appTitle: 'Sandbox bank app',
    confirmSbp: 'Confirm the SBP payment',
    approve: 'Approve',
    decline: 'Decline',
  },
  fr: {
    bank: 'Banque de test',
    testOnly: 'Paiements de test uniquement : aucun argent n’est débité.',
    order: 'Commande {number}',
    unknownPayment: 'Paiement inconnu',
    accepted: 'Paiement accepté',
    declined: 'Paiement refusé',
    back: 'Retourner à la boutique',
    paymentTitle: 'Paiement de test',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration',
    cvc: 'CVC',
    pay: 'Payer {amount}',
    cards:
      '4242 4242 4242 4242 paie · 4000 0000 0000 0002 est refusée · 4000 0000 0000 3220 demande le 3-D Secure (code 123456) · 4000 0000 0000 0119 paie, son premier remboursement est refusé',
    paySbp: 'Payer par SBP (code QR)',
    unknownCard: 'Carte de test inconnue. Utilisez l’une des cartes ci-dessous.',
    threeDsText: 'Saisissez le code envoyé par SMS par votre banque (code de test 123456).',
    code: 'Code',
    confirm: 'Confirmer',
    sbpTitle: 'Paiement SBP',
    scan: 'Scannez avec l’application de votre banque',
    openOnPhone: 'Ouvrir sur ce téléphone',
    payByCard: 'Payer plutôt par carte',
    appTitle: 'Application de la banque de test',
    confirmSbp: 'Confirmez le paiement SBP',
    approve: 'Approuver',
    decline: 'Refuser',
  },
  de: {
    bank: 'Testbank',
    testOnly: 'Nur Testzahlungen: Es wird kein Geld bewegt.',
    order: 'Bestellung {number}',
    unknownPayment: 'Unbekannte Zahlung',
    accepted: 'Zahlung angenommen',
    declined: 'Zahlung abgelehnt',
    back: 'Zurück zum Shop',
    paymentTitle: 'Testzahlung',
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis',
    cvc: 'CVC',
    pay: '{amount} bezahlen',
    cards:
      '4242 4242 4242 4242 zahlt · 4000 0000 0000 0002 wird abgelehnt · 4000 0000 0000 3220 fragt nach 3-D Secure (Code 123456) · 4000 0000 0000 0119 zahlt, ihre erste Erstattung wird abgelehnt',
    paySbp: 'Mit SBP bezahlen (QR-Code)',
    unknownCard: 'Unbekannte Testkarte. Nehmen Sie eine der Karten unten.',
    threeDsText: 'Geben Sie den Code ein, den Ihre Bank per SMS geschickt hat (Testcode 123456).',
    code: 'Code',
    confirm: 'Bestätigen',
    sbpTitle: 'SBP-Zahlung',
    scan: 'Mit Ihrer Banking-App scannen',
    openOnPhone: 'Auf diesem Telefon öffnen',
    payByCard: 'Stattdessen mit Karte bezahlen',
    appTitle: 'App der Testbank',
    confirmSbp: 'SBP-Zahlung bestätigen',
    approve: 'Freigeben',
    decline: 'Ablehnen',
  },
};
