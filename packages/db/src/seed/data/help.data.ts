// Help content of the demo site: FAQ categories with their questions, and the CMS pages.
import type { L4 } from '../text.js';

export type FaqData = { slug: string; title: L4; items: readonly { question: L4; answer: L4 }[] };

const q = (question: L4, answer: L4) => ({ question, answer });

export const FAQ: readonly FaqData[] = [
  {
    slug: 'buying',
    title: { ru: 'Покупка билетов', en: 'Buying tickets', fr: 'Achat de billets', de: 'Ticketkauf' },
    items: [
      q(
        {
          ru: 'Как купить билет на сайте?',
          en: 'How do I buy a ticket on the site?',
          fr: 'Comment acheter un billet sur le site ?',
          de: 'Wie kaufe ich ein Ticket auf der Website?',
        },
        {
          ru: 'Выберите спектакль и дату, отметьте места на схеме зала, проверьте корзину и оплатите заказ картой или через СБП. Билеты придут на электронную почту сразу после оплаты.',
          en: 'Choose a show and a date, pick seats on the hall plan, check your cart and pay by card or SBP. Tickets arrive by email right after payment.',
          fr: 'Choisissez un spectacle et une date, sélectionnez vos places sur le plan de salle, vérifiez votre panier et payez par carte ou SBP. Les billets arrivent par e-mail dès le paiement.',
          de: 'Wählen Sie eine Vorstellung und ein Datum, markieren Sie Plätze im Saalplan, prüfen Sie den Warenkorb und zahlen Sie per Karte oder SBP. Die Tickets kommen sofort per E-Mail.',
        },
      ),
      q(
        {
          ru: 'Сколько времени места держатся в корзине?',
          en: 'How long are seats kept in my cart?',
          fr: 'Combien de temps les places restent-elles dans le panier ?',
          de: 'Wie lange bleiben Plätze im Warenkorb reserviert?',
        },
        {
          ru: 'Выбранные места закрепляются за вами на 15 минут. Если не оплатить заказ за это время, места вернутся в продажу.',
          en: 'Seats you choose are held for you for 15 minutes. If the order is not paid in that time, they go back on sale.',
          fr: 'Les places choisies vous sont réservées 15 minutes. Sans paiement dans ce délai, elles sont remises en vente.',
          de: 'Gewählte Plätze werden 15 Minuten für Sie reserviert. Ohne Zahlung in dieser Zeit gehen sie wieder in den Verkauf.',
        },
      ),
      q(
        {
          ru: 'Сколько билетов можно купить в одном заказе?',
          en: 'How many tickets can I buy in one order?',
          fr: 'Combien de billets puis-je acheter par commande ?',
          de: 'Wie viele Tickets kann ich pro Bestellung kaufen?',
        },
        {
          ru: 'Обычно до 10 билетов на одно событие. Для некоторых концертов организатор устанавливает меньший лимит.',
          en: 'Usually up to 10 tickets per event. For some concerts the organiser sets a lower limit.',
          fr: 'En général jusqu’à 10 billets par événement. Pour certains concerts, l’organisateur fixe une limite plus basse.',
          de: 'In der Regel bis zu 10 Tickets pro Veranstaltung. Bei manchen Konzerten legt der Veranstalter ein niedrigeres Limit fest.',
        },
      ),
    ],
  },
  {
    slug: 'payment',
    title: { ru: 'Оплата', en: 'Payment', fr: 'Paiement', de: 'Zahlung' },
    items: [
      q(
        {
          ru: 'Какие способы оплаты доступны?',
          en: 'Which payment methods are accepted?',
          fr: 'Quels moyens de paiement sont acceptés ?',
          de: 'Welche Zahlungsarten werden akzeptiert?',
        },
        {
          ru: 'Карты «Мир», Visa, Mastercard и Система быстрых платежей. Часть суммы можно оплатить подарочным сертификатом.',
          en: 'Mir, Visa and Mastercard cards and the Faster Payments System. Part of the amount can be paid with a gift card.',
          fr: 'Cartes Mir, Visa, Mastercard et le Système de paiements rapides. Une partie du montant peut être réglée par carte cadeau.',
          de: 'Mir-, Visa- und Mastercard-Karten sowie das Schnellzahlungssystem. Ein Teil kann mit einem Gutschein bezahlt werden.',
        },
      ),
      q(
        {
          ru: 'Оплата не прошла, что делать?',
          en: 'My payment failed. What should I do?',
          fr: 'Mon paiement a échoué. Que faire ?',
          de: 'Meine Zahlung ist fehlgeschlagen. Was nun?',
        },
        {
          ru: 'Пока места закреплены за вами, вернитесь в корзину и попробуйте ещё раз или выберите другой способ оплаты. Деньги за неуспешный платёж не списываются.',
          en: 'While the seats are still held, go back to the cart and try again or choose another method. A failed payment is not charged.',
          fr: 'Tant que les places sont réservées, revenez au panier et réessayez ou choisissez un autre moyen. Un paiement échoué n’est pas débité.',
          de: 'Solange die Plätze reserviert sind, kehren Sie zum Warenkorb zurück und versuchen es erneut oder wählen eine andere Zahlungsart. Fehlgeschlagene Zahlungen werden nicht belastet.',
        },
      ),
      q(
        {
          ru: 'Как применить промокод?',
          en: 'How do I use a promo code?',
          fr: 'Comment utiliser un code promo ?',
          de: 'Wie löse ich einen Aktionscode ein?',
        },
        {
          ru: 'Введите промокод в корзине перед оплатой. Скидка появится в итоговой сумме, если код действует для выбранного события.',
          en: 'Enter the code in the cart before paying. The discount shows in the total if the code is valid for the chosen event.',
          fr: 'Saisissez le code dans le panier avant de payer. La réduction apparaît dans le total si le code est valable pour l’événement.',
          de: 'Geben Sie den Code vor dem Bezahlen im Warenkorb ein. Der Rabatt erscheint in der Summe, wenn der Code für die Veranstaltung gilt.',
        },
      ),
    ],
  },
  {
    slug: 'refunds',
    title: { ru: 'Возврат билетов', en: 'Refunds', fr: 'Remboursements', de: 'Rückgabe' },
    items: [
      q(
        {
          ru: 'Можно ли вернуть билет?',
          en: 'Can I return a ticket?',
          fr: 'Puis-je rendre un billet ?',
          de: 'Kann ich ein Ticket zurückgeben?',
        },
        {
          ru: 'Да. При возврате более чем за 10 дней до события возвращается полная стоимость, позднее — в соответствии с законом о культуре и условиями оферты.',
          en: 'Yes. More than 10 days before the event you get the full price back; later, refunds follow the law and the terms of sale.',
          fr: 'Oui. Plus de 10 jours avant l’événement, le prix est intégralement remboursé ; ensuite, selon la loi et les conditions de vente.',
          de: 'Ja. Mehr als 10 Tage vor der Veranstaltung erhalten Sie den vollen Preis zurück, danach gelten Gesetz und AGB.',
        },
      ),
      q(
        {
          ru: 'Как быстро вернутся деньги?',
          en: 'How soon will I get my money back?',
          fr: 'Sous quel délai suis-je remboursé ?',
          de: 'Wann bekomme ich mein Geld zurück?',
        },
        {
          ru: 'Обычно в течение 3–10 рабочих дней на ту же карту или счёт, с которых была оплата.',
          en: 'Usually within 3 to 10 working days, to the card or account you paid from.',
          fr: 'En général sous 3 à 10 jours ouvrés, sur la carte ou le compte utilisé.',
          de: 'In der Regel innerhalb von 3 bis 10 Werktagen auf die Karte oder das Konto, von dem Sie gezahlt haben.',
        },
      ),
      q(
        {
          ru: 'Событие отменили. Что с билетами?',
          en: 'The event was cancelled. What about my tickets?',
          fr: 'L’événement est annulé. Et mes billets ?',
          de: 'Die Veranstaltung wurde abgesagt. Was passiert mit meinen Tickets?',
        },
        {
          ru: 'Мы сообщим об отмене по почте и вернём полную стоимость билетов автоматически.',
          en: 'We will tell you by email and refund the full price automatically.',
          fr: 'Nous vous prévenons par e-mail et remboursons automatiquement le prix total.',
          de: 'Wir informieren Sie per E-Mail und erstatten den vollen Preis automatisch.',
        },
      ),
    ],
  },
  {
    slug: 'e-tickets',
    title: { ru: 'Электронные билеты', en: 'E-tickets', fr: 'Billets électroniques', de: 'E-Tickets' },
    items: [
      q(
        {
          ru: 'Нужно ли распечатывать билет?',
          en: 'Do I need to print my ticket?',
          fr: 'Dois-je imprimer mon billet ?',
          de: 'Muss ich mein Ticket ausdrucken?',
        },
        {
          ru: 'Нет, достаточно показать QR-код с экрана телефона. Каждый код действует для одного прохода.',
          en: 'No, showing the QR code on your phone is enough. Each code admits one person once.',
          fr: 'Non, il suffit de présenter le QR code sur votre téléphone. Chaque code est valable pour une entrée.',
          de: 'Nein, es genügt, den QR-Code auf dem Handy zu zeigen. Jeder Code gilt für einen Einlass.',
        },
      ),
      q(
        {
          ru: 'Письмо с билетами не пришло.',
          en: 'The email with my tickets did not arrive.',
          fr: 'Je n’ai pas reçu l’e-mail avec mes billets.',
          de: 'Die E-Mail mit den Tickets ist nicht angekommen.',
        },
        {
          ru: 'Проверьте папку «Спам». Если письма нет, билеты доступны в личном кабинете или по ссылке из подтверждения заказа; служба поддержки может отправить их повторно.',
          en: 'Check your spam folder. Tickets are also in your account or behind the link in the order confirmation; support can resend them.',
          fr: 'Vérifiez vos spams. Les billets sont aussi dans votre compte ou via le lien de confirmation ; le support peut les renvoyer.',
          de: 'Prüfen Sie den Spam-Ordner. Die Tickets finden Sie auch im Konto oder über den Link der Bestellbestätigung; der Support sendet sie erneut.',
        },
      ),
    ],
  },
  {
    slug: 'gift-cards',
    title: { ru: 'Подарочные сертификаты', en: 'Gift cards', fr: 'Cartes cadeaux', de: 'Geschenkgutscheine' },
    items: [
      q(
        {
          ru: 'Как пользоваться сертификатом?',
          en: 'How do I use a gift card?',
          fr: 'Comment utiliser une carte cadeau ?',
          de: 'Wie löse ich einen Gutschein ein?',
        },
        {
          ru: 'Введите код сертификата в корзине. Если сумма заказа меньше номинала, остаток сохранится на сертификате до конца срока действия.',
          en: 'Enter the card’s code in the cart. If the order costs less than the card, the rest stays on it until it expires.',
          fr: 'Saisissez le code dans le panier. Si la commande coûte moins que la carte, le solde reste disponible jusqu’à expiration.',
          de: 'Geben Sie den Code im Warenkorb ein. Ist die Bestellung günstiger, bleibt der Rest bis zum Ablauf auf dem Gutschein.',
        },
      ),
      q(
        {
          ru: 'Сколько действует сертификат?',
          en: 'How long is a gift card valid?',
          fr: 'Combien de temps une carte cadeau est-elle valable ?',
          de: 'Wie lange ist ein Gutschein gültig?',
        },
        {
          ru: 'Один год с момента покупки. Срок указан в письме с сертификатом.',
          en: 'One year from purchase. The date is in the email with the card.',
          fr: 'Un an à compter de l’achat. La date figure dans l’e-mail.',
          de: 'Ein Jahr ab Kauf. Das Datum steht in der E-Mail mit dem Gutschein.',
        },
      ),
    ],
  },
];

export type PageData = { path: string; title: L4; body: L4 };

const p = (path: string, title: L4, paragraphs: readonly L4[]): PageData => ({
  path,
  title,
  body: {
    ru: paragraphs.map((x) => `<p>${x.ru}</p>`).join('\n'),
    en: paragraphs.map((x) => `<p>${x.en}</p>`).join('\n'),
    fr: paragraphs.map((x) => `<p>${x.fr}</p>`).join('\n'),
    de: paragraphs.map((x) => `<p>${x.de}</p>`).join('\n'),
  },
});

export const PAGES: readonly PageData[] = [
  p('/about', { ru: 'О нас', en: 'About us', fr: 'Qui sommes-nous', de: 'Über uns' }, [
    {
      ru: 'Афиша — сервис продажи билетов в театры, на концерты и шоу в восьми городах России.',
      en: 'Afisha sells tickets for theatres, concerts and shows in eight Russian cities.',
      fr: 'Afisha vend des billets de théâtre, de concert et de spectacle dans huit villes de Russie.',
      de: 'Afisha verkauft Tickets für Theater, Konzerte und Shows in acht russischen Städten.',
    },
    {
      ru: 'Мы работаем напрямую с театрами и организаторами, поэтому цены на сайте совпадают с ценами в кассе.',
      en: 'We work directly with theatres and organisers, so prices on the site match the box office.',
      fr: 'Nous travaillons directement avec les théâtres et les organisateurs : les prix sont ceux du guichet.',
      de: 'Wir arbeiten direkt mit Theatern und Veranstaltern, daher entsprechen die Preise denen der Kasse.',
    },
  ]),
  p('/contacts', { ru: 'Контакты', en: 'Contacts', fr: 'Contacts', de: 'Kontakt' }, [
    {
      ru: 'Служба поддержки: +7 (495) 120-45-67, ежедневно с 9:00 до 21:00 по московскому времени.',
      en: 'Support: +7 (495) 120-45-67, daily from 9:00 to 21:00 Moscow time.',
      fr: 'Assistance : +7 (495) 120-45-67, tous les jours de 9 h à 21 h, heure de Moscou.',
      de: 'Support: +7 (495) 120-45-67, täglich von 9:00 bis 21:00 Uhr Moskauer Zeit.',
    },
    {
      ru: 'Электронная почта: support@afisha.example.',
      en: 'Email: support@afisha.example.',
      fr: 'E-mail : support@afisha.example.',
      de: 'E-Mail: support@afisha.example.',
    },
  ]),
  p(
    '/how-to-buy',
    {
      ru: 'Как купить билет',
      en: 'How to buy a ticket',
      fr: 'Comment acheter un billet',
      de: 'So kaufen Sie ein Ticket',
    },
    [
      {
        ru: 'Выберите город, событие и удобную дату. На схеме зала отметьте места — они сразу закрепятся за вами на 15 минут.',
        en: 'Choose a city, an event and a date. Pick seats on the hall plan: they are held for you for 15 minutes at once.',
        fr: 'Choisissez une ville, un événement et une date. Sélectionnez vos places : elles sont aussitôt réservées 15 minutes.',
        de: 'Wählen Sie Stadt, Veranstaltung und Datum. Markieren Sie Plätze im Saalplan – sie sind sofort 15 Minuten reserviert.',
      },
      {
        ru: 'В корзине укажите имя, почту и телефон, при желании добавьте промокод или сертификат и оплатите заказ.',
        en: 'In the cart enter your name, email and phone, add a promo code or gift card if you have one, and pay.',
        fr: 'Dans le panier, indiquez nom, e-mail et téléphone, ajoutez un code promo ou une carte cadeau, puis payez.',
        de: 'Geben Sie im Warenkorb Name, E-Mail und Telefon an, fügen Sie ggf. Aktionscode oder Gutschein hinzu und bezahlen Sie.',
      },
    ],
  ),
  p('/refund', { ru: 'Возврат билетов', en: 'Refunds', fr: 'Remboursements', de: 'Rückgabe' }, [
    {
      ru: 'Вернуть билет можно в личном кабинете или через службу поддержки. Размер возврата зависит от того, сколько дней осталось до события.',
      en: 'Return a ticket in your account or through support. How much is refunded depends on the days left before the event.',
      fr: 'Rendez un billet depuis votre compte ou via le support. Le montant dépend du nombre de jours avant l’événement.',
      de: 'Tickets geben Sie im Konto oder über den Support zurück. Die Erstattung hängt von den verbleibenden Tagen ab.',
    },
  ]),
  p(
    '/offer',
    {
      ru: 'Публичная оферта',
      en: 'Terms of sale',
      fr: 'Conditions de vente',
      de: 'Allgemeine Geschäftsbedingungen',
    },
    [
      {
        ru: 'Настоящая оферта определяет условия продажи билетов через сайт. Оплачивая заказ, покупатель принимает эти условия.',
        en: 'These terms govern the sale of tickets through the site. By paying for an order the buyer accepts them.',
        fr: 'Les présentes conditions régissent la vente de billets sur le site. En payant, l’acheteur les accepte.',
        de: 'Diese Bedingungen regeln den Ticketverkauf über die Website. Mit der Zahlung akzeptiert der Käufer sie.',
      },
      {
        ru: 'Билет даёт право на посещение одного события в указанные дату, время и место.',
        en: 'A ticket admits one person to one event at the stated date, time and seat.',
        fr: 'Un billet donne droit à une entrée à un événement, à la date, l’heure et la place indiquées.',
        de: 'Ein Ticket berechtigt eine Person zum Besuch einer Veranstaltung zu Datum, Uhrzeit und Platz.',
      },
    ],
  ),
  p(
    '/privacy',
    {
      ru: 'Политика конфиденциальности',
      en: 'Privacy policy',
      fr: 'Politique de confidentialité',
      de: 'Datenschutzerklärung',
    },
    [
      {
        ru: 'Мы обрабатываем персональные данные только для оформления заказов и отправки билетов, в соответствии с 152-ФЗ.',
        en: 'We process personal data only to fulfil orders and send tickets, in line with Russian Federal Law 152-FZ.',
        fr: 'Nous traitons les données personnelles uniquement pour les commandes et l’envoi des billets, conformément à la loi fédérale 152-FZ.',
        de: 'Wir verarbeiten personenbezogene Daten nur zur Bestellabwicklung und zum Ticketversand gemäß dem Bundesgesetz 152-FZ.',
      },
    ],
  ),
];

/** The pending edit of the about page, reachable through /pages/preview with the demo token. */
export const ABOUT_DRAFT: { title: L4; body: L4 } = {
  title: {
    ru: 'О нас — новая версия',
    en: 'About us (new version)',
    fr: 'Qui sommes-nous (nouvelle version)',
    de: 'Über uns (neue Fassung)',
  },
  body: {
    ru: '<p>Афиша продаёт билеты в театры, на концерты и шоу. В новом сезоне — ещё больше городов и площадок.</p>',
    en: '<p>Afisha sells tickets for theatres, concerts and shows. More cities and venues are coming this season.</p>',
    fr: '<p>Afisha vend des billets de théâtre, de concert et de spectacle. Plus de villes et de salles cette saison.</p>',
    de: '<p>Afisha verkauft Tickets für Theater, Konzerte und Shows. In dieser Saison kommen weitere Städte und Spielstätten hinzu.</p>',
  },
};

/** Plain preview token of the demo draft; only its SHA-256 is stored. */
export const DEMO_PREVIEW_TOKEN = 'demo-preview-token';
