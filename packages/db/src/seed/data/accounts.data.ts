// What the seed's customers are made of and what they write: names in four languages, the fixed
// demo accounts, review sentences by kind of show and mood, notification texts, and the questions
// and remarks visitors leave in the callback and feedback forms. Every e-mail lives under
// example.com or example.org (RFC 2606), never a real domain.
import type { IsoDate } from '../calendar.js';
import type { L4, Locale } from '../text.js';
import type { DescriptionGroup } from './descriptions.data.js';

/** The password of every seeded account. Demo only: it is printed in the README. */
export const DEMO_PASSWORD = 'demo12345';

export const EMAIL_DOMAINS = ['example.com', 'example.com', 'example.org'] as const;

export type DemoAccountKey = 'admin' | 'boxOffice' | 'venueStaff' | 'demo';

export const DEMO_ACCOUNTS: Record<
  DemoAccountKey,
  { email: string; firstName: string; lastName: string; role: 'admin' | 'staff' | 'customer' }
> = {
  admin: { email: 'admin@example.com', firstName: 'Марина', lastName: 'Орлова', role: 'admin' },
  boxOffice: { email: 'boxoffice@example.com', firstName: 'Денис', lastName: 'Кравцов', role: 'staff' },
  venueStaff: { email: 'theatre@example.com', firstName: 'Ольга', lastName: 'Белова', role: 'staff' },
  demo: { email: 'demo@example.com', firstName: 'Анна', lastName: 'Иванова', role: 'customer' },
};

/** Share of generated customers by the language they use the site in. */
export const LOCALE_WEIGHTS: readonly (readonly [Locale, number])[] = [
  ['ru', 72],
  ['en', 10],
  ['fr', 9],
  ['de', 9],
];

/** Foreign names; Russian customers take theirs from people.data.ts. Surnames fit both genders. */
export const FOREIGN_NAMES: Record<
  Exclude<Locale, 'ru'>,
  { male: readonly string[]; female: readonly string[]; surnames: readonly string[] }
> = {
  en: {
    male: [
      'James',
      'Oliver',
      'Thomas',
      'William',
      'Henry',
      'George',
      'Daniel',
      'Samuel',
      'Benjamin',
      'Jack',
      'Edward',
      'Michael',
      'Andrew',
      'Matthew',
      'Peter',
      'Richard',
    ],
    female: [
      'Emily',
      'Olivia',
      'Charlotte',
      'Sophie',
      'Emma',
      'Grace',
      'Hannah',
      'Lucy',
      'Amelia',
      'Jessica',
      'Sarah',
      'Rachel',
      'Laura',
      'Alice',
      'Eleanor',
      'Kate',
    ],
    surnames: [
      'Smith',
      'Johnson',
      'Brown',
      'Taylor',
      'Wilson',
      'Davies',
      'Evans',
      'Roberts',
      'Walker',
      'Wright',
      'Thompson',
      'White',
      'Hughes',
      'Edwards',
      'Green',
      'Hall',
      'Wood',
      'Harris',
      'Clarke',
      'Baker',
      'Carter',
      'Mitchell',
      'Turner',
      'Cooper',
      'Parker',
      'Bennett',
    ],
  },
  fr: {
    male: [
      'Louis',
      'Gabriel',
      'Jules',
      'Hugo',
      'Arthur',
      'Lucas',
      'Théo',
      'Nicolas',
      'Julien',
      'Antoine',
      'Mathieu',
      'Pierre',
      'François',
      'Étienne',
      'Olivier',
      'Benoît',
    ],
    female: [
      'Camille',
      'Léa',
      'Chloé',
      'Manon',
      'Inès',
      'Juliette',
      'Claire',
      'Élodie',
      'Margaux',
      'Sophie',
      'Céline',
      'Amélie',
      'Nathalie',
      'Aurélie',
      'Hélène',
      'Zoé',
    ],
    surnames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Simon',
      'Laurent',
      'Lefèvre',
      'Michel',
      'Bertrand',
      'Roux',
      'Vincent',
      'Fournier',
      'Morel',
      'Girard',
      'Mercier',
      'Dupont',
      'Lambert',
      'Bonnet',
      'Faure',
      'Rousseau',
      'Chevalier',
    ],
  },
  de: {
    male: [
      'Lukas',
      'Jonas',
      'Leon',
      'Felix',
      'Maximilian',
      'Paul',
      'Elias',
      'Tobias',
      'Florian',
      'Stefan',
      'Matthias',
      'Andreas',
      'Sebastian',
      'Jürgen',
      'Moritz',
      'Niklas',
    ],
    female: [
      'Anna',
      'Lena',
      'Lea',
      'Hannah',
      'Sophie',
      'Marie',
      'Laura',
      'Julia',
      'Katharina',
      'Sabine',
      'Franziska',
      'Johanna',
      'Greta',
      'Clara',
      'Jana',
      'Miriam',
    ],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Schäfer',
      'Koch',
      'Bauer',
      'Richter',
      'Klein',
      'Wolf',
      'Schröder',
      'Neumann',
      'Zimmermann',
      'Braun',
      'Krüger',
      'Hartmann',
      'Lange',
      'Werner',
      'Köhler',
      'Weiß',
    ],
  },
};

/** A Latin name as an e-mail local part: `Lefèvre` → `lefevre`, `Weiß` → `weiss`, `Jürgen` → `juergen`. */
export function asciiName(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Reviews. A review is an opening by rating, one or two remarks on the show (by kind of show) or
// on the evening around it, and often a closing line. No sentence needs the writer's gender:
// Russian and French past tenses would.

type Texts = Record<Locale, readonly string[]>;

export type Mood = 'delighted' | 'pleased' | 'mixed' | 'disappointed';

export function moodOf(rating: number): Mood {
  if (rating >= 5) return 'delighted';
  if (rating === 4) return 'pleased';
  if (rating === 3) return 'mixed';
  return 'disappointed';
}

/** `{title}` is replaced by the performance title, quoted the way the language quotes. */
export const REVIEW_OPENINGS: Record<Mood, Texts> = {
  delighted: {
    ru: [
      'Великолепный вечер!',
      'Браво!',
      'Просто восторг.',
      '{title} — настоящее событие.',
      'Сильное впечатление, до сих пор под ним.',
    ],
    en: [
      'A wonderful evening!',
      'Bravo!',
      'Simply brilliant.',
      '{title} is a real event.',
      'Still under the spell of it.',
    ],
    fr: [
      'Une soirée merveilleuse !',
      'Bravo !',
      'Tout simplement magnifique.',
      '{title} : un vrai événement.',
      'Une émotion qui dure encore.',
    ],
    de: [
      'Ein wunderbarer Abend!',
      'Bravo!',
      'Einfach großartig.',
      '{title} ist ein echtes Ereignis.',
      'Ein Erlebnis, das nachwirkt.',
    ],
  },
  pleased: {
    ru: [
      'Очень хороший вечер.',
      'Понравилось, хотя не всё идеально.',
      '{title} стоит своих денег.',
      'Добротно и с душой.',
    ],
    en: [
      'A very good evening.',
      'Enjoyed it, even if not everything was perfect.',
      '{title} is worth the money.',
      'Solid and heartfelt.',
    ],
    fr: [
      'Une très bonne soirée.',
      'On a aimé, même si tout n’était pas parfait.',
      '{title} vaut le détour.',
      'Du travail soigné, avec du cœur.',
    ],
    de: [
      'Ein sehr schöner Abend.',
      'Hat uns gefallen, auch wenn nicht alles perfekt war.',
      '{title} ist sein Geld wert.',
      'Solide und mit Herz gemacht.',
    ],
  },
  mixed: {
    ru: [
      'Неоднозначные впечатления.',
      'Было и хорошее, и не очень.',
      'Ожидания были выше.',
      'От {title} смешанные чувства.',
    ],
    en: [
      'Mixed feelings.',
      'Some good, some not so good.',
      'We expected more.',
      '{title} left us undecided.',
    ],
    fr: [
      'Un avis partagé.',
      'Du bon et du moins bon.',
      'On attendait plus.',
      '{title} nous laisse perplexes.',
    ],
    de: [
      'Gemischte Gefühle.',
      'Licht und Schatten.',
      'Wir hatten mehr erwartet.',
      '{title} hat uns zwiegespalten zurückgelassen.',
    ],
  },
  disappointed: {
    ru: ['Разочарование.', 'Увы, не понравилось.', 'Жаль потраченного вечера.', 'От {title} ждали большего.'],
    en: [
      'A disappointment.',
      'Sadly, not for us.',
      'A wasted evening.',
      'We expected much more from {title}.',
    ],
    fr: [
      'Une déception.',
      'Hélas, pas convaincus.',
      'Une soirée gâchée.',
      'On attendait beaucoup plus de {title}.',
    ],
    de: [
      'Eine Enttäuschung.',
      'Leider nicht überzeugend.',
      'Ein verlorener Abend.',
      'Von {title} hatten wir viel mehr erwartet.',
    ],
  },
};

/** Remarks on the show itself, by kind of show: good ones and bad ones. */
export const REVIEW_REMARKS: Record<DescriptionGroup, { good: Texts; bad: Texts }> = {
  play: {
    good: {
      ru: [
        'Актёры играют точно и азартно, зал то смеётся, то замирает.',
        'Режиссёрское решение свежее, а сценография очень красивая.',
        'Текст звучит удивительно современно.',
      ],
      en: [
        'The cast plays with precision and verve; the audience laughs and holds its breath with them.',
        'A fresh directorial take and a beautiful set.',
        'The text sounds remarkably modern.',
      ],
      fr: [
        'Les comédiens jouent avec justesse et énergie, la salle rit et retient son souffle avec eux.',
        'Une mise en scène inventive et un très beau décor.',
        'Le texte sonne étonnamment moderne.',
      ],
      de: [
        'Das Ensemble spielt präzise und mit Spielfreude, das Publikum lacht und hält den Atem an.',
        'Eine frische Regie und ein wunderschönes Bühnenbild.',
        'Der Text klingt erstaunlich modern.',
      ],
    },
    bad: {
      ru: [
        'Первое действие затянуто.',
        'С дальних рядов актёров местами плохо слышно.',
        'Режиссёрская концепция показалась надуманной.',
      ],
      en: [
        'The first act drags.',
        'From the back rows the actors were sometimes hard to hear.',
        'The directorial concept felt forced.',
      ],
      fr: [
        'Le premier acte traîne en longueur.',
        'Depuis les derniers rangs, on entend mal les comédiens.',
        'Le parti pris de mise en scène semble artificiel.',
      ],
      de: [
        'Der erste Akt zieht sich.',
        'In den hinteren Reihen waren die Schauspieler teils schwer zu verstehen.',
        'Das Regiekonzept wirkte bemüht.',
      ],
    },
  },
  opera: {
    good: {
      ru: [
        'Голоса прекрасные, оркестр звучит слаженно.',
        'Хор и солисты на высоте, титры над сценой очень помогают.',
        'Костюмы и декорации роскошные.',
      ],
      en: [
        'Beautiful voices and a tight orchestra.',
        'Chorus and soloists at their best; the surtitles help a lot.',
        'Lavish costumes and sets.',
      ],
      fr: [
        'De très belles voix et un orchestre bien en place.',
        'Chœur et solistes au sommet, les surtitres aident beaucoup.',
        'Costumes et décors somptueux.',
      ],
      de: [
        'Wunderschöne Stimmen und ein präzises Orchester.',
        'Chor und Solisten in Bestform, die Übertitel helfen sehr.',
        'Prächtige Kostüme und Kulissen.',
      ],
    },
    bad: {
      ru: [
        'Оркестр временами заглушал солистов.',
        'Постановка слишком статичная.',
        'Титры отставали от пения.',
      ],
      en: [
        'At times the orchestra drowned out the singers.',
        'The staging is far too static.',
        'The surtitles lagged behind the singing.',
      ],
      fr: [
        'L’orchestre couvrait parfois les chanteurs.',
        'Une mise en scène trop statique.',
        'Les surtitres étaient en retard sur le chant.',
      ],
      de: [
        'Das Orchester übertönte manchmal die Sänger.',
        'Die Inszenierung ist viel zu statisch.',
        'Die Übertitel hinkten dem Gesang hinterher.',
      ],
    },
  },
  ballet: {
    good: {
      ru: [
        'Кордебалет безупречно синхронен, солисты танцуют легко.',
        'Очень красивые костюмы и свет.',
        'Музыка и хореография сливаются в одно целое.',
      ],
      en: [
        'A perfectly synchronised corps de ballet and effortless soloists.',
        'Gorgeous costumes and lighting.',
        'Music and choreography become one.',
      ],
      fr: [
        'Un corps de ballet parfaitement synchrone, des solistes d’une grande légèreté.',
        'Costumes et lumières superbes.',
        'Musique et chorégraphie ne font qu’un.',
      ],
      de: [
        'Ein perfekt synchrones Corps de Ballet und mühelose Solisten.',
        'Wunderschöne Kostüme und Lichtregie.',
        'Musik und Choreografie verschmelzen.',
      ],
    },
    bad: {
      ru: [
        'Из амфитеатра плохо видно ноги танцовщиков.',
        'Оркестр играл слишком быстро, танцовщикам было трудно.',
        'Декорации выглядят уставшими.',
      ],
      en: [
        'From the amphitheatre you can hardly see the dancers’ feet.',
        'The orchestra played too fast for the dancers.',
        'The sets look tired.',
      ],
      fr: [
        'Depuis l’amphithéâtre, on voit mal les pieds des danseurs.',
        'L’orchestre jouait trop vite pour les danseurs.',
        'Les décors semblent fatigués.',
      ],
      de: [
        'Vom Rang aus sieht man die Füße der Tänzer kaum.',
        'Das Orchester spielte zu schnell für die Tänzer.',
        'Die Kulissen wirken abgenutzt.',
      ],
    },
  },
  musical: {
    good: {
      ru: [
        'Живой оркестр и яркие номера, мелодии напеваем до сих пор.',
        'Артисты прекрасно поют и танцуют одновременно.',
        'Очень зрелищно и весело.',
      ],
      en: [
        'A live orchestra and dazzling numbers; we are still humming the tunes.',
        'The performers sing and dance brilliantly at the same time.',
        'Spectacular and great fun.',
      ],
      fr: [
        'Un orchestre live et des numéros éclatants, on fredonne encore les airs.',
        'Les artistes chantent et dansent à merveille.',
        'Spectaculaire et très drôle.',
      ],
      de: [
        'Live-Orchester und mitreißende Nummern, die Melodien summen wir noch immer.',
        'Die Darsteller singen und tanzen gleichzeitig hervorragend.',
        'Spektakulär und sehr unterhaltsam.',
      ],
    },
    bad: {
      ru: [
        'Звук в зале был слишком громким.',
        'Некоторые номера явно затянуты.',
        'Микрофоны иногда хрипели.',
      ],
      en: [
        'The sound was far too loud.',
        'Some numbers go on too long.',
        'The microphones crackled now and then.',
      ],
      fr: [
        'Le son était beaucoup trop fort.',
        'Certains numéros s’éternisent.',
        'Les micros grésillaient par moments.',
      ],
      de: ['Der Ton war viel zu laut.', 'Manche Nummern ziehen sich.', 'Die Mikrofone knisterten ab und zu.'],
    },
  },
  concert: {
    good: {
      ru: [
        'Звук отличный, программа составлена со вкусом.',
        'Музыканты играли с огромной отдачей и трижды выходили на бис.',
        'Акустика зала раскрыла каждую ноту.',
      ],
      en: [
        'Excellent sound and a tastefully chosen programme.',
        'The musicians gave everything and came back for three encores.',
        'The hall’s acoustics brought out every note.',
      ],
      fr: [
        'Un son excellent et un programme choisi avec goût.',
        'Des musiciens généreux, trois rappels.',
        'L’acoustique de la salle met chaque note en valeur.',
      ],
      de: [
        'Hervorragender Klang und ein geschmackvoll zusammengestelltes Programm.',
        'Die Musiker gaben alles und spielten drei Zugaben.',
        'Die Akustik des Saals ließ jede Note aufblühen.',
      ],
    },
    bad: {
      ru: [
        'Начали с опозданием на двадцать минут.',
        'Звук был плохо настроен.',
        'Программа оказалась короче, чем обещали.',
      ],
      en: [
        'It started twenty minutes late.',
        'The sound was poorly mixed.',
        'The programme was shorter than announced.',
      ],
      fr: [
        'Le concert a commencé avec vingt minutes de retard.',
        'Le son était mal réglé.',
        'Le programme était plus court qu’annoncé.',
      ],
      de: [
        'Es begann zwanzig Minuten zu spät.',
        'Der Ton war schlecht abgemischt.',
        'Das Programm war kürzer als angekündigt.',
      ],
    },
  },
  children: {
    good: {
      ru: [
        'Дети смотрели не отрываясь и потом весь вечер пересказывали сюжет.',
        'Куклы и декорации чудесные, всё продумано для малышей.',
        'Артисты здорово общаются с детьми в зале.',
      ],
      en: [
        'The children were glued to the stage and retold the story all evening.',
        'Lovely puppets and sets, all made with little ones in mind.',
        'The performers connect wonderfully with the children in the audience.',
      ],
      fr: [
        'Les enfants n’ont pas quitté la scène des yeux et ont raconté l’histoire toute la soirée.',
        'Marionnettes et décors charmants, pensés pour les petits.',
        'Les artistes savent parfaitement s’adresser aux enfants.',
      ],
      de: [
        'Die Kinder waren gebannt und erzählten die Geschichte den ganzen Abend nach.',
        'Zauberhafte Puppen und Kulissen, ganz auf die Kleinen zugeschnitten.',
        'Die Darsteller gehen wunderbar auf die Kinder im Saal ein.',
      ],
    },
    bad: {
      ru: [
        'Для младших детей местами страшновато.',
        'Для малышей длинновато без антракта.',
        'В зале было шумно, артистов почти не слышно.',
      ],
      en: [
        'A bit scary in places for the youngest.',
        'Too long for toddlers without an interval.',
        'The hall was noisy and the performers hard to hear.',
      ],
      fr: [
        'Un peu effrayant par moments pour les plus petits.',
        'Trop long pour les tout-petits, sans entracte.',
        'La salle était bruyante, on entendait mal les artistes.',
      ],
      de: [
        'Für die Jüngsten stellenweise etwas gruselig.',
        'Ohne Pause zu lang für kleine Kinder.',
        'Im Saal war es laut, die Darsteller kaum zu verstehen.',
      ],
    },
  },
  'stand-up': {
    good: {
      ru: [
        'Смеялись весь вечер, шутки свежие.',
        'Отличная импровизация с залом.',
        'Новый материал сильнее прошлого концерта.',
      ],
      en: [
        'We laughed all evening; fresh material.',
        'Brilliant crowd work.',
        'The new material beats the last show.',
      ],
      fr: [
        'On a ri toute la soirée, des blagues inédites.',
        'Une improvisation géniale avec le public.',
        'Le nouveau spectacle est meilleur que le précédent.',
      ],
      de: [
        'Wir haben den ganzen Abend gelacht, frisches Material.',
        'Großartige Interaktion mit dem Publikum.',
        'Das neue Programm ist stärker als das letzte.',
      ],
    },
    bad: {
      ru: [
        'Много шуток, которые уже были в интернете.',
        'Местами слишком грубо.',
        'Вечер оказался короче, чем ожидалось.',
      ],
      en: ['Many jokes were already online.', 'Too crude in places.', 'The show was shorter than expected.'],
      fr: [
        'Beaucoup de blagues déjà vues en ligne.',
        'Trop grossier par moments.',
        'Le spectacle était plus court que prévu.',
      ],
      de: [
        'Viele Witze kannte man schon aus dem Netz.',
        'Stellenweise zu derb.',
        'Der Abend war kürzer als erwartet.',
      ],
    },
  },
};

/** Remarks on the evening around the show: the hall, the cloakroom, the entrance. */
export const VENUE_REMARKS: { good: Texts; bad: Texts } = {
  good: {
    ru: [
      'Удобный зал, всё хорошо видно.',
      'Гардероб и буфет работают быстро.',
      'По QR-коду прошли без очереди.',
    ],
    en: [
      'A comfortable hall with a good view from everywhere.',
      'Quick cloakroom and bar.',
      'The QR code got us in without queuing.',
    ],
    fr: [
      'Une salle confortable, on voit bien de partout.',
      'Vestiaire et bar rapides.',
      'Entrée sans attente grâce au QR code.',
    ],
    de: [
      'Ein bequemer Saal mit guter Sicht von überall.',
      'Garderobe und Bar sind schnell.',
      'Mit dem QR-Code ging es ohne Warteschlange hinein.',
    ],
  },
  bad: {
    ru: ['В буфете огромные очереди.', 'Кресла неудобные, к концу устаёшь.', 'В зале было душно.'],
    en: ['Huge queues at the bar.', 'Uncomfortable seats; tiring by the end.', 'The hall was stuffy.'],
    fr: [
      'Des files interminables au bar.',
      'Des fauteuils inconfortables, on fatigue à la fin.',
      'Il faisait étouffant dans la salle.',
    ],
    de: ['Lange Schlangen an der Bar.', 'Unbequeme Sitze, am Ende ermüdend.', 'Im Saal war es stickig.'],
  },
};

export const REVIEW_CLOSINGS: Record<'good' | 'mixed' | 'bad', Texts> = {
  good: {
    ru: [
      'Рекомендую!',
      'Обязательно придём ещё.',
      'Спасибо всем, кто это создаёт.',
      'Отличный выбор для вечера.',
    ],
    en: [
      'Recommended!',
      'We will definitely come back.',
      'Thanks to everyone who made it.',
      'A great choice for a night out.',
    ],
    fr: [
      'Je recommande !',
      'Nous reviendrons, c’est sûr.',
      'Merci à toute l’équipe.',
      'Un excellent choix pour une sortie.',
    ],
    de: [
      'Empfehlenswert!',
      'Wir kommen bestimmt wieder.',
      'Danke an alle Beteiligten.',
      'Eine tolle Wahl für einen Abend.',
    ],
  },
  mixed: {
    ru: ['В целом неплохо, но второй раз вряд ли.', 'Сходить можно, но без больших ожиданий.'],
    en: ['Not bad overall, but once is enough.', 'Worth a go, but keep your expectations low.'],
    fr: ['Pas mal dans l’ensemble, mais une fois suffit.', 'À voir, sans trop en attendre.'],
    de: [
      'Insgesamt nicht schlecht, aber einmal reicht.',
      'Kann man sich ansehen, aber ohne große Erwartungen.',
    ],
  },
  bad: {
    ru: ['Не рекомендую.', 'Больше не пойдём.', 'Надеемся, в следующий раз будет лучше.'],
    en: ['Not recommended.', 'We will not be back.', 'Hopefully it gets better next time.'],
    fr: [
      'Je ne recommande pas.',
      'Nous ne reviendrons pas.',
      'En espérant que ce soit mieux la prochaine fois.',
    ],
    de: ['Nicht zu empfehlen.', 'Wir kommen nicht wieder.', 'Hoffentlich wird es beim nächsten Mal besser.'],
  },
};

export function quoteTitle(title: string, locale: Locale): string {
  switch (locale) {
    case 'ru':
      return `«${title}»`;
    case 'en':
      return `“${title}”`;
    case 'fr':
      return `« ${title} »`;
    case 'de':
      return `„${title}“`;
  }
}

// ---------------------------------------------------------------------------------------------
// Notifications: the kinds the schema names (order_paid, event_changed), in four languages.

const MONTHS: Record<Locale, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** A session's date and time as each language writes it: 15 марта в 19:00, 15 mars à 19 h 00. */
export function sessionDate(day: IsoDate, time: string): L4 {
  const month = Number(day.slice(5, 7)) - 1;
  const date = Number(day.slice(8, 10));
  const m = (locale: Locale) => MONTHS[locale][month]!;
  return {
    ru: `${date} ${m('ru')} в ${time}`,
    en: `${m('en')} ${date} at ${time}`,
    fr: `${date === 1 ? '1er' : date} ${m('fr')} à ${time.replace(':', ' h ')}`,
    de: `${date}. ${m('de')} um ${time} Uhr`,
  };
}

export function orderPaidNotice(number: string, title: L4, date: L4, email: string): { title: L4; text: L4 } {
  return {
    title: {
      ru: `Заказ ${number} оплачен`,
      en: `Order ${number} is paid`,
      fr: `Commande ${number} payée`,
      de: `Bestellung ${number} bezahlt`,
    },
    text: {
      ru: `Билеты отправлены на ${email}: ${quoteTitle(title.ru, 'ru')}, ${date.ru}.`,
      en: `Your tickets for ${quoteTitle(title.en, 'en')} on ${date.en} have been sent to ${email}.`,
      fr: `Vos billets pour ${quoteTitle(title.fr, 'fr')} le ${date.fr} ont été envoyés à ${email}.`,
      de: `Ihre Tickets für ${quoteTitle(title.de, 'de')} am ${date.de} wurden an ${email} gesendet.`,
    },
  };
}

/** A cast change: it leaves the session's date, hall and tickets as they are, so no row contradicts it. */
export function castChangedNotice(title: L4, date: L4): { title: L4; text: L4 } {
  return {
    title: {
      ru: 'Изменения в составе исполнителей',
      en: 'Cast change',
      fr: 'Changement de distribution',
      de: 'Besetzungsänderung',
    },
    text: {
      ru: `В составе исполнителей ${quoteTitle(title.ru, 'ru')} ${date.ru} произошли изменения. Ваши билеты действительны.`,
      en: `The cast of ${quoteTitle(title.en, 'en')} on ${date.en} has changed. Your tickets remain valid.`,
      fr: `La distribution de ${quoteTitle(title.fr, 'fr')} le ${date.fr} a changé. Vos billets restent valables.`,
      de: `Die Besetzung von ${quoteTitle(title.de, 'de')} am ${date.de} hat sich geändert. Ihre Tickets bleiben gültig.`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The callback form and the site feedback widget.

export type CallbackData = { type: 'CALLBACK' | 'QUESTION'; topic: string | null; question: string };

export const CALLBACKS: Record<Locale, readonly CallbackData[]> = {
  ru: [
    {
      type: 'QUESTION',
      topic: 'Обмен билетов',
      question: 'Можно ли поменять дату спектакля в уже купленном билете?',
    },
    { type: 'CALLBACK', topic: 'Билеты', question: 'Перезвоните, пожалуйста: не пришли билеты на почту.' },
    { type: 'QUESTION', topic: 'Возврат', question: 'Как вернуть билет, если мероприятие перенесли?' },
    { type: 'QUESTION', topic: 'Доступная среда', question: 'Есть ли в зале места для зрителей на коляске?' },
    {
      type: 'CALLBACK',
      topic: 'Групповая заявка',
      question: 'Хотим купить 25 билетов для класса, перезвоните, пожалуйста.',
    },
    { type: 'QUESTION', topic: null, question: 'Нужен ли отдельный билет ребёнку трёх лет?' },
    {
      type: 'QUESTION',
      topic: 'Подарочный сертификат',
      question: 'Сколько действует подарочный сертификат?',
    },
  ],
  en: [
    { type: 'QUESTION', topic: 'Surtitles', question: 'Are there English surtitles at the opera?' },
    {
      type: 'CALLBACK',
      topic: 'Tickets',
      question: 'I paid but got no e-mail with my tickets. Please call me back.',
    },
    { type: 'QUESTION', topic: null, question: 'Can I pay with a card issued abroad?' },
  ],
  fr: [
    { type: 'QUESTION', topic: 'Surtitres', question: 'Y a-t-il des surtitres en français pour l’opéra ?' },
    { type: 'QUESTION', topic: null, question: 'Puis-je payer avec une carte étrangère ?' },
    {
      type: 'CALLBACK',
      topic: 'Billets',
      question: 'Rappelez-moi, s’il vous plaît : je n’ai pas reçu mes billets.',
    },
  ],
  de: [
    { type: 'QUESTION', topic: 'Übertitel', question: 'Gibt es in der Oper deutsche Übertitel?' },
    { type: 'QUESTION', topic: null, question: 'Kann ich mit einer ausländischen Karte bezahlen?' },
    {
      type: 'CALLBACK',
      topic: 'Tickets',
      question: 'Bitte rufen Sie mich zurück, meine Tickets sind nicht angekommen.',
    },
  ],
};

/** A rating of null is a remark left without stars. */
export const SITE_FEEDBACK: Record<Locale, readonly { rating: number | null; text: string }[]> = {
  ru: [
    { rating: 5, text: 'Удобная схема зала, билеты купили за минуту.' },
    { rating: 4, text: 'Хотелось бы фильтр по станции метро.' },
    { rating: 5, text: 'Очень понравилась подборка спектаклей для детей.' },
    { rating: 3, text: 'Схема зала долго грузится на телефоне.' },
    { rating: 2, text: 'Непонятно, где ввести промокод.' },
    { rating: null, text: 'Добавьте, пожалуйста, где в зале колонны.' },
    { rating: 5, text: 'Оплата через СБП прошла мгновенно.' },
  ],
  en: [
    { rating: 5, text: 'Great site, easy to use in English.' },
    { rating: 4, text: 'Would love a calendar export for the whole order.' },
    { rating: 3, text: 'The seat map is a bit small on my phone.' },
  ],
  fr: [
    { rating: 5, text: 'Site clair, achat rapide. Merci !' },
    { rating: 4, text: 'Ce serait bien d’avoir plus de spectacles surtitrés en français.' },
    { rating: 3, text: 'Le plan de salle est difficile à lire sur mobile.' },
  ],
  de: [
    { rating: 5, text: 'Übersichtlich und schnell, danke!' },
    { rating: 4, text: 'Ein Filter für Vorstellungen mit Übertiteln wäre toll.' },
    { rating: 3, text: 'Der Saalplan lädt auf dem Handy langsam.' },
  ],
};

/** Pages the feedback widget was opened on (without the locale prefix). */
export const FEEDBACK_PAGES = [
  '/',
  '/events',
  '/cart',
  '/collections',
  '/theaters-and-organizators',
  '/certificates',
] as const;
