// Kinds of venues the catalogue invents (theatres and organisers), how each is named in the
// four languages, which works it stages, which halls it has, and the proper names to pick from.
import type { HallLayout } from '../hall-plan.js';
import type { L4 } from '../text.js';
import type { WorkKind } from './works.data.js';

export type VenueKind =
  | 'drama'
  | 'opera-ballet'
  | 'chamber'
  | 'youth'
  | 'puppet'
  | 'musical'
  | 'philharmonic'
  | 'producer'
  | 'concert-agency'
  | 'stand-up-club';

/** A proper name in Russian and its Latin spelling. */
export type ProperName = { ru: string; lat: string };

export type HallSpec = {
  layout: HallLayout;
  title: (name: ProperName) => L4;
  /** Probability that the venue has this hall; the first hall is always there. */
  chance: number;
};

export type VenueKindData = {
  type: 'THEATER' | 'ORGANIZATOR';
  name: (name: ProperName) => L4;
  stages: readonly (readonly [WorkKind, number])[];
  halls: readonly HallSpec[];
  names: readonly string[];
  /** What the troupe is made of, for artists' professions. */
  troupe: readonly Profession[];
  /** The repertoire sentence of the venue's description. */
  blurb: L4;
};

export type Profession = 'actor' | 'singer' | 'dancer' | 'musician' | 'comedian';

const fixed = (ru: string, en: string, fr: string, de: string) => (): L4 => ({ ru, en, fr, de });

const MAIN_STAGE = fixed('Основная сцена', 'Main Stage', 'Grande salle', 'Große Bühne');
const SMALL_STAGE = fixed('Малая сцена', 'Small Stage', 'Petite salle', 'Kleine Bühne');
const CHAMBER_STAGE = fixed('Камерная сцена', 'Chamber Stage', 'Salle intime', 'Kammerbühne');
const HISTORIC_STAGE = fixed('Историческая сцена', 'Historic Stage', 'Scène historique', 'Historische Bühne');
const NEW_STAGE = fixed('Новая сцена', 'New Stage', 'Nouvelle scène', 'Neue Bühne');
const GREAT_HALL = fixed('Большой зал', 'Great Hall', 'Grande salle', 'Großer Saal');
const ORGAN_HALL = fixed('Органный зал', 'Organ Hall', 'Salle d’orgue', 'Orgelsaal');
const MAIN_ROOM = fixed('Основной зал', 'Main Room', 'Salle principale', 'Hauptsaal');
const SMALL_ROOM = fixed('Малый зал', 'Small Room', 'Petite salle', 'Kleiner Saal');

const concertHall = (n: ProperName): L4 => ({
  ru: `Концертный зал «${n.ru}»`,
  en: `${n.lat} Concert Hall`,
  fr: `Salle de concert ${n.lat}`,
  de: `Konzertsaal „${n.lat}“`,
});
const palaceOfCulture = (n: ProperName): L4 => ({
  ru: `Дворец культуры «${n.ru}»`,
  en: `${n.lat} Palace of Culture`,
  fr: `Palais de la culture ${n.lat}`,
  de: `Kulturpalast „${n.lat}“`,
});
const club = (n: ProperName): L4 => ({
  ru: `Клуб «${n.ru}»`,
  en: `${n.lat} Club`,
  fr: `Club ${n.lat}`,
  de: `Club „${n.lat}“`,
});

const quoted =
  (ru: string, en: string, fr: string, de: string) =>
  (n: ProperName): L4 => ({
    ru: ru.replace('{}', `«${n.ru}»`),
    en: en.replace('{}', n.lat),
    fr: fr.replace('{}', `« ${n.lat} »`),
    de: de.replace('{}', `„${n.lat}“`),
  });

export const VENUE_KINDS: Record<VenueKind, VenueKindData> = {
  drama: {
    type: 'THEATER',
    name: quoted('Драматический театр {}', '{} Drama Theatre', 'Théâtre dramatique {}', 'Schauspielhaus {}'),
    stages: [
      ['drama', 5],
      ['comedy', 4],
      ['children', 1],
    ],
    halls: [
      { layout: 'proscenium', title: MAIN_STAGE, chance: 1 },
      { layout: 'chamber', title: SMALL_STAGE, chance: 0.7 },
    ],
    names: [
      'Зеркало',
      'Рампа',
      'Эпоха',
      'Светотень',
      'Глобус',
      'Кулиса',
      'Ковчег',
      'Модерн',
      'Пилигрим',
      'Маяк',
    ],
    troupe: ['actor'],
    blurb: {
      ru: 'В репертуаре — русская и зарубежная классика и современная драматургия.',
      en: 'The repertoire spans Russian and world classics and new writing.',
      fr: 'Le répertoire mêle classiques russes et étrangers et écriture contemporaine.',
      de: 'Auf dem Spielplan stehen russische und internationale Klassiker sowie neue Dramatik.',
    },
  },
  'opera-ballet': {
    type: 'THEATER',
    name: quoted(
      'Театр оперы и балета {}',
      '{} Opera and Ballet Theatre',
      'Théâtre d’opéra et de ballet {}',
      'Opern- und Balletttheater {}',
    ),
    stages: [
      ['opera', 5],
      ['ballet', 5],
      ['operetta', 1],
    ],
    halls: [
      { layout: 'horseshoe', title: HISTORIC_STAGE, chance: 1 },
      { layout: 'proscenium', title: NEW_STAGE, chance: 0.4 },
    ],
    names: ['Гармония', 'Аврора', 'Лира', 'Орфей', 'Жар-птица', 'Созвездие', 'Октава', 'Рондо'],
    troupe: ['singer', 'dancer'],
    blurb: {
      ru: 'На сцене театра идут оперы и балеты мирового репертуара в сопровождении собственного оркестра.',
      en: 'The house stages operas and ballets of the world repertoire with its own orchestra.',
      fr: 'La maison présente opéras et ballets du répertoire mondial avec son propre orchestre.',
      de: 'Das Haus zeigt Opern und Ballette des Weltrepertoires mit eigenem Orchester.',
    },
  },
  chamber: {
    type: 'THEATER',
    name: quoted('Камерный театр {}', '{} Chamber Theatre', 'Théâtre de chambre {}', 'Kammertheater {}'),
    stages: [
      ['drama', 5],
      ['comedy', 3],
      ['concert', 1],
    ],
    halls: [{ layout: 'chamber', title: CHAMBER_STAGE, chance: 1 }],
    names: ['Антракт', 'Камертон', 'Акварель', 'Полутон', 'Мансарда', 'Флигель'],
    troupe: ['actor'],
    blurb: {
      ru: 'Небольшой зал на несколько сотен мест позволяет видеть актёров на расстоянии вытянутой руки.',
      en: 'A small hall of a few hundred seats puts the actors within arm’s reach.',
      fr: 'Une petite salle de quelques centaines de places met les comédiens à portée de main.',
      de: 'Ein kleiner Saal mit wenigen hundert Plätzen bringt die Schauspieler zum Greifen nah.',
    },
  },
  youth: {
    type: 'THEATER',
    name: quoted('Театр юного зрителя {}', '{} Youth Theatre', 'Théâtre jeune public {}', 'Jugendtheater {}'),
    stages: [
      ['children', 5],
      ['drama', 3],
      ['comedy', 2],
    ],
    halls: [
      { layout: 'proscenium', title: MAIN_STAGE, chance: 1 },
      { layout: 'chamber', title: SMALL_STAGE, chance: 0.5 },
    ],
    names: ['Парус', 'Полёт', 'Ветер', 'Радуга', 'Компас'],
    troupe: ['actor'],
    blurb: {
      ru: 'Спектакли для детей, подростков и их родителей — от сказок до серьёзной драмы.',
      en: 'Shows for children, teenagers and their parents, from fairy tales to serious drama.',
      fr: 'Des spectacles pour enfants, adolescents et parents, du conte au drame.',
      de: 'Stücke für Kinder, Jugendliche und ihre Eltern – vom Märchen bis zum ernsten Drama.',
    },
  },
  puppet: {
    type: 'THEATER',
    name: quoted('Театр кукол {}', '{} Puppet Theatre', 'Théâtre de marionnettes {}', 'Puppentheater {}'),
    stages: [['children', 1]],
    halls: [{ layout: 'chamber', title: MAIN_STAGE, chance: 1 }],
    names: ['Теремок', 'Петрушка', 'Балаганчик', 'Сказка', 'Огниво'],
    troupe: ['actor'],
    blurb: {
      ru: 'Куклы, маски и теневой театр для самых маленьких зрителей.',
      en: 'Puppets, masks and shadow theatre for the youngest audience.',
      fr: 'Marionnettes, masques et théâtre d’ombres pour les plus petits.',
      de: 'Puppen, Masken und Schattentheater für die Kleinsten.',
    },
  },
  musical: {
    type: 'THEATER',
    name: quoted(
      'Театр мюзикла и оперетты {}',
      '{} Musical and Operetta Theatre',
      'Théâtre de comédie musicale et d’opérette {}',
      'Musical- und Operettentheater {}',
    ),
    stages: [
      ['operetta', 5],
      ['concert', 2],
      ['children', 1],
    ],
    halls: [{ layout: 'proscenium', title: MAIN_STAGE, chance: 1 }],
    names: ['Бродвей', 'Каскад', 'Серпантин', 'Фейерверк'],
    troupe: ['singer', 'actor'],
    blurb: {
      ru: 'Оперетты и мюзиклы с живым оркестром, балетом и хором.',
      en: 'Operettas and musicals with a live orchestra, ballet and chorus.',
      fr: 'Opérettes et comédies musicales avec orchestre, ballet et chœur.',
      de: 'Operetten und Musicals mit Live-Orchester, Ballett und Chor.',
    },
  },
  philharmonic: {
    type: 'ORGANIZATOR',
    name: quoted('Филармония {}', '{} Philharmonic', 'Philharmonie {}', 'Philharmonie {}'),
    stages: [['concert', 1]],
    halls: [
      { layout: 'concert', title: GREAT_HALL, chance: 1 },
      { layout: 'chamber', title: ORGAN_HALL, chance: 0.8 },
    ],
    names: ['Консонанс', 'Аллегро', 'Кантата', 'Увертюра'],
    troupe: ['musician'],
    blurb: {
      ru: 'Симфонические и камерные концерты, органные вечера и джаз.',
      en: 'Symphonic and chamber concerts, organ evenings and jazz.',
      fr: 'Concerts symphoniques et de chambre, soirées d’orgue et jazz.',
      de: 'Sinfonie- und Kammerkonzerte, Orgelabende und Jazz.',
    },
  },
  producer: {
    type: 'ORGANIZATOR',
    name: (n) => ({
      ru: `Продюсерский центр «${n.ru}»`,
      en: `${n.lat} Productions`,
      fr: `Productions ${n.lat}`,
      de: `${n.lat} Produktion`,
    }),
    stages: [
      ['comedy', 4],
      ['drama', 3],
      ['operetta', 1],
    ],
    halls: [
      { layout: 'concert', title: concertHall, chance: 1 },
      { layout: 'proscenium', title: palaceOfCulture, chance: 0.7 },
    ],
    names: ['Премьера', 'Арлекин', 'Маска', 'Бенефис', 'Аплодисменты'],
    troupe: ['actor'],
    blurb: {
      ru: 'Антрепризные спектакли со звёздами театра и кино на лучших площадках города.',
      en: 'Touring productions with theatre and film stars at the city’s best venues.',
      fr: 'Des spectacles en tournée avec des vedettes du théâtre et du cinéma dans les meilleures salles.',
      de: 'Tourneeproduktionen mit Theater- und Filmstars auf den besten Bühnen der Stadt.',
    },
  },
  'concert-agency': {
    type: 'ORGANIZATOR',
    name: (n) => ({
      ru: `Концертное агентство «${n.ru}»`,
      en: `${n.lat} Concert Agency`,
      fr: `Agence de concerts ${n.lat}`,
      de: `Konzertagentur „${n.lat}“`,
    }),
    stages: [
      ['rock-concert', 4],
      ['concert', 3],
      ['stand-up', 1],
    ],
    halls: [
      { layout: 'club', title: club, chance: 1 },
      { layout: 'concert', title: concertHall, chance: 0.6 },
    ],
    names: ['Сфера', 'Волна', 'Звук', 'Резонанс', 'Форте'],
    troupe: ['musician'],
    blurb: {
      ru: 'Концерты рок- и поп-музыки, электронные вечеринки и большие шоу.',
      en: 'Rock and pop concerts, electronic nights and big shows.',
      fr: 'Concerts rock et pop, soirées électro et grands spectacles.',
      de: 'Rock- und Popkonzerte, Elektro-Nächte und große Shows.',
    },
  },
  'stand-up-club': {
    type: 'ORGANIZATOR',
    name: quoted('Стендап-клуб {}', '{} Stand-up Club', 'Club de stand-up {}', 'Stand-up-Club {}'),
    stages: [['stand-up', 1]],
    halls: [
      { layout: 'cabaret', title: MAIN_ROOM, chance: 1 },
      { layout: 'cabaret', title: SMALL_ROOM, chance: 0.5 },
    ],
    names: ['Громко', 'Подвал', 'Микрофон', 'Без цензуры', 'Смешно'],
    troupe: ['comedian'],
    blurb: {
      ru: 'Стендап, импровизация и открытые микрофоны каждую неделю.',
      en: 'Stand-up, improv and open mics every week.',
      fr: 'Stand-up, impro et scènes ouvertes chaque semaine.',
      de: 'Stand-up, Improvisation und Open Mics jede Woche.',
    },
  },
};

/** The venues of the base catalogue, city by city: 35 venues, Moscow first. */
export const CITY_VENUES: Record<string, readonly VenueKind[]> = {
  moscow: [
    'opera-ballet',
    'drama',
    'drama',
    'chamber',
    'youth',
    'musical',
    'puppet',
    'producer',
    'concert-agency',
    'stand-up-club',
  ],
  'saint-petersburg': [
    'opera-ballet',
    'drama',
    'chamber',
    'puppet',
    'philharmonic',
    'producer',
    'stand-up-club',
  ],
  kazan: ['opera-ballet', 'drama', 'youth', 'concert-agency'],
  ekaterinburg: ['opera-ballet', 'drama', 'musical', 'stand-up-club'],
  novosibirsk: ['opera-ballet', 'drama', 'philharmonic'],
  'nizhny-novgorod': ['drama', 'puppet', 'producer'],
  sochi: ['philharmonic', 'concert-agency'],
  kaliningrad: ['drama', 'philharmonic'],
};

/** Proper names of the halls organisers rent: concert halls, palaces of culture, clubs. */
export const RENTED_HALL_NAMES = [
  'Октябрь',
  'Космос',
  'Мир',
  'Юбилейный',
  'Родина',
  'Туннель',
  'Манеж',
  'Атриум',
] as const;
