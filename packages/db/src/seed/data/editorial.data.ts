// Editorial content: collections and the rules that fill them, footer banners, the gift-card
// banner, and Russian public holidays (used by the weekends filter).
import type { L4 } from '../text.js';
import type { GenreSlug, TagSlug } from './taxonomy.data.js';
import type { WorkKind } from './works.data.js';

const l = (ru: string, en: string, fr: string, de: string): L4 => ({ ru, en, fr, de });

export type CollectionRule = {
  kinds?: readonly WorkKind[];
  genres?: readonly GenreSlug[];
  tags?: readonly TagSlug[];
  premieres?: boolean;
};

export type CollectionData = {
  slug: string;
  title: L4;
  description: L4;
  rule: CollectionRule;
  colors: readonly [string, string];
};

export const COLLECTIONS: readonly CollectionData[] = [
  {
    slug: 'classics',
    title: l('Классика на все времена', 'Timeless classics', 'Classiques intemporels', 'Zeitlose Klassiker'),
    description: l(
      'Пьесы и оперы, которые не стареют: Шекспир, Чехов, Чайковский и Верди.',
      'Plays and operas that never age: Shakespeare, Chekhov, Tchaikovsky and Verdi.',
      'Des pièces et des opéras qui ne vieillissent pas : Shakespeare, Tchekhov, Tchaïkovski et Verdi.',
      'Stücke und Opern, die nie altern: Shakespeare, Tschechow, Tschaikowski und Verdi.',
    ),
    rule: { tags: ['classics'] },
    colors: ['#3F1D38', '#A13333'],
  },
  {
    slug: 'with-kids',
    title: l('Куда пойти с детьми', 'Out with the kids', 'Sortir avec les enfants', 'Ausflug mit Kindern'),
    description: l(
      'Сказки, кукольные спектакли и балеты, которые понравятся всей семье.',
      'Fairy tales, puppet shows and ballets the whole family will enjoy.',
      'Contes, marionnettes et ballets qui plairont à toute la famille.',
      'Märchen, Puppenspiele und Ballette für die ganze Familie.',
    ),
    rule: { kinds: ['children'], tags: ['family'] },
    colors: ['#0E7490', '#F59E0B'],
  },
  {
    slug: 'premieres',
    title: l('Премьеры сезона', 'Premieres of the season', 'Premières de la saison', 'Premieren der Saison'),
    description: l(
      'Новые постановки, о которых будут говорить весь сезон.',
      'New productions everyone will be talking about all season.',
      'Les nouvelles productions dont on parlera toute la saison.',
      'Neue Inszenierungen, über die die ganze Saison gesprochen wird.',
    ),
    rule: { premieres: true },
    colors: ['#111827', '#DC2626'],
  },
  {
    slug: 'great-ballets',
    title: l('Великие балеты', 'Great ballets', 'Grands ballets', 'Große Ballette'),
    description: l(
      '«Лебединое озеро», «Щелкунчик», «Жизель» и другие шедевры.',
      'Swan Lake, The Nutcracker, Giselle and other masterpieces.',
      'Le Lac des cygnes, Casse-Noisette, Giselle et d’autres chefs-d’œuvre.',
      'Schwanensee, Der Nussknacker, Giselle und weitere Meisterwerke.',
    ),
    rule: { kinds: ['ballet'] },
    colors: ['#1E3A8A', '#E0E7FF'],
  },
  {
    slug: 'opera-night',
    title: l('Вечер в опере', 'A night at the opera', 'Une soirée à l’opéra', 'Ein Abend in der Oper'),
    description: l(
      'Большие голоса, живой оркестр и красивые залы.',
      'Great voices, a live orchestra and beautiful halls.',
      'De grandes voix, un orchestre live et de belles salles.',
      'Große Stimmen, ein Live-Orchester und schöne Säle.',
    ),
    rule: { kinds: ['opera', 'operetta'] },
    colors: ['#4A044E', '#D4AF37'],
  },
  {
    slug: 'laugh',
    title: l('Смешно до слёз', 'Laugh until you cry', 'Rire aux larmes', 'Lachen bis zu Tränen'),
    description: l(
      'Комедии и стендап для хорошего настроения.',
      'Comedies and stand-up to lift your mood.',
      'Comédies et stand-up pour la bonne humeur.',
      'Komödien und Stand-up für gute Laune.',
    ),
    rule: { kinds: ['comedy', 'stand-up'] },
    colors: ['#F97316', '#FACC15'],
  },
  {
    slug: 'date-night',
    title: l(
      'Свидание в театре',
      'A date at the theatre',
      'Un rendez-vous au théâtre',
      'Ein Date im Theater',
    ),
    description: l(
      'Романтичные истории и музыка для вечера вдвоём.',
      'Romantic stories and music for an evening for two.',
      'Histoires romantiques et musique pour une soirée à deux.',
      'Romantische Geschichten und Musik für einen Abend zu zweit.',
    ),
    rule: { tags: ['date-night'] },
    colors: ['#9D174D', '#FBCFE8'],
  },
  {
    slug: 'russian-literature',
    title: l(
      'Русская литература на сцене',
      'Russian literature on stage',
      'La littérature russe sur scène',
      'Russische Literatur auf der Bühne',
    ),
    description: l(
      'Гоголь, Достоевский, Булгаков и Чехов в постановках разных театров.',
      'Gogol, Dostoevsky, Bulgakov and Chekhov staged by different theatres.',
      'Gogol, Dostoïevski, Boulgakov et Tchekhov mis en scène par différents théâtres.',
      'Gogol, Dostojewski, Bulgakow und Tschechow in Inszenierungen verschiedener Theater.',
    ),
    rule: { tags: ['russian-literature'] },
    colors: ['#14532D', '#BEF264'],
  },
  {
    slug: 'live-music',
    title: l('Живая музыка', 'Live music', 'Musique live', 'Live-Musik'),
    description: l(
      'Классика, джаз и рок в лучших концертных залах.',
      'Classical, jazz and rock in the best concert halls.',
      'Classique, jazz et rock dans les meilleures salles.',
      'Klassik, Jazz und Rock in den besten Konzertsälen.',
    ),
    rule: { kinds: ['concert', 'rock-concert'] },
    colors: ['#0F172A', '#22D3EE'],
  },
];

/** A collection per city, titled with the city's prepositional case. */
export function cityCollectionTitle(nameCase: L4): L4 {
  return {
    ru: `Не пропустите в ${nameCase.ru}`,
    en: `Don’t miss in ${nameCase.en}`,
    fr: `À ne pas manquer à ${nameCase.fr}`,
    de: `Nicht verpassen in ${nameCase.de}`,
  };
}

export type BannerData = {
  key: string;
  /** Written over the banner's art by the site, in the visitor's language (the art has no words). */
  caption: L4;
  url: string;
  colors: readonly [string, string];
};

export const FOOTER_BANNERS: readonly BannerData[] = [
  {
    key: 'gift-cards',
    caption: l('Подарите впечатления', 'Give an experience', 'Offrez des émotions', 'Erlebnisse verschenken'),
    url: '/certificates',
    colors: ['#7C2D12', '#F59E0B'],
  },
  {
    key: 'kids',
    caption: l('Спектакли для детей', 'Shows for children', 'Spectacles pour enfants', 'Stücke für Kinder'),
    url: '/collections/with-kids',
    colors: ['#0E7490', '#A7F3D0'],
  },
  {
    key: 'premieres',
    caption: l(
      'Премьеры сезона',
      'Premieres of the season',
      'Premières de la saison',
      'Premieren der Saison',
    ),
    url: '/collections/premieres',
    colors: ['#111827', '#EF4444'],
  },
  {
    key: 'newsletter',
    caption: l(
      'Подпишитесь на анонсы',
      'Subscribe to announcements',
      'Abonnez-vous aux annonces',
      'Ankündigungen abonnieren',
    ),
    url: '/#newsletter',
    colors: ['#312E81', '#C4B5FD'],
  },
];

export const GIFT_CARD_BANNER = {
  title: l(
    'Подарочный сертификат в театр',
    'A theatre gift card',
    'Une carte cadeau pour le théâtre',
    'Ein Theatergutschein',
  ),
  text: l(
    'Номинал от 1 000 до 50 000 ₽, действует год во всех городах. Остаток сохраняется на сертификате.',
    'From 1,000 to 50,000 ₽, valid for a year in every city. Any balance stays on the card.',
    'De 1 000 à 50 000 ₽, valable un an dans toutes les villes. Le solde reste sur la carte.',
    'Von 1.000 bis 50.000 ₽, ein Jahr in allen Städten gültig. Restbeträge bleiben erhalten.',
  ),
  url: '/certificates',
};

/** Russian public holidays by month-day (Labour Code, article 112). */
export const HOLIDAYS: readonly { monthDay: string; name: L4 }[] = [
  ...['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-08'].map((monthDay) => ({
    monthDay,
    name: l('Новогодние каникулы', 'New Year holidays', 'Vacances du Nouvel An', 'Neujahrsferien'),
  })),
  {
    monthDay: '01-07',
    name: l('Рождество Христово', 'Orthodox Christmas', 'Noël orthodoxe', 'Orthodoxes Weihnachten'),
  },
  {
    monthDay: '02-23',
    name: l(
      'День защитника Отечества',
      'Defender of the Fatherland Day',
      'Jour du défenseur de la patrie',
      'Tag des Verteidigers des Vaterlandes',
    ),
  },
  {
    monthDay: '03-08',
    name: l(
      'Международный женский день',
      'International Women’s Day',
      'Journée internationale des femmes',
      'Internationaler Frauentag',
    ),
  },
  {
    monthDay: '05-01',
    name: l(
      'Праздник Весны и Труда',
      'Spring and Labour Day',
      'Fête du printemps et du travail',
      'Tag des Frühlings und der Arbeit',
    ),
  },
  { monthDay: '05-09', name: l('День Победы', 'Victory Day', 'Jour de la Victoire', 'Tag des Sieges') },
  { monthDay: '06-12', name: l('День России', 'Russia Day', 'Jour de la Russie', 'Tag Russlands') },
  {
    monthDay: '11-04',
    name: l(
      'День народного единства',
      'Unity Day',
      'Jour de l’unité nationale',
      'Tag der Einheit des Volkes',
    ),
  },
];
