// Invented people: first names and surnames to build artists and directors from, and the
// schools and awards their biographies mention.
import type { L4 } from '../text.js';
import type { Profession } from './venues.data.js';

export const MALE_FIRST_NAMES = [
  'Александр',
  'Алексей',
  'Андрей',
  'Артём',
  'Борис',
  'Вадим',
  'Виктор',
  'Владимир',
  'Глеб',
  'Григорий',
  'Даниил',
  'Денис',
  'Дмитрий',
  'Евгений',
  'Егор',
  'Иван',
  'Игорь',
  'Илья',
  'Кирилл',
  'Константин',
  'Лев',
  'Максим',
  'Матвей',
  'Михаил',
  'Никита',
  'Николай',
  'Олег',
  'Павел',
  'Пётр',
  'Роман',
  'Сергей',
  'Степан',
  'Тимофей',
  'Фёдор',
  'Юрий',
  'Ярослав',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Александра',
  'Алина',
  'Алёна',
  'Анастасия',
  'Анна',
  'Варвара',
  'Вера',
  'Виктория',
  'Дарья',
  'Евгения',
  'Екатерина',
  'Елена',
  'Елизавета',
  'Ирина',
  'Карина',
  'Ксения',
  'Лариса',
  'Любовь',
  'Маргарита',
  'Мария',
  'Надежда',
  'Наталья',
  'Ольга',
  'Полина',
  'Светлана',
  'Софья',
  'Таисия',
  'Татьяна',
  'Ульяна',
  'Юлия',
] as const;

/** Surnames in the masculine form; the feminine is derived (-ов → -ова, -ский → -ская). */
export const SURNAMES = [
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Фролов',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
  'Максимов',
  'Поляков',
  'Сорокин',
  'Виноградов',
  'Ковалёв',
  'Белов',
  'Медведев',
  'Антонов',
  'Тарасов',
  'Жуков',
  'Баранов',
  'Филиппов',
  'Комаров',
  'Давыдов',
  'Беляев',
  'Герасимов',
  'Богданов',
  'Осипов',
  'Сидоров',
  'Матвеев',
  'Титов',
  'Марков',
  'Миронов',
  'Крылов',
  'Куликов',
  'Карпов',
  'Власов',
  'Мельников',
  'Денисов',
  'Гаврилов',
  'Тихонов',
  'Казаков',
  'Афанасьев',
  'Данилов',
  'Савельев',
  'Тимофеев',
  'Фомин',
  'Чернов',
  'Абрамов',
  'Мартынов',
  'Ефимов',
  'Федотов',
  'Щербаков',
  'Назаров',
  'Калинин',
  'Исаев',
  'Быков',
  'Маслов',
  'Родионов',
  'Коновалов',
  'Лазарев',
  'Воронин',
  'Климов',
  'Филатов',
  'Голубев',
  'Кудрявцев',
  'Прохоров',
  'Наумов',
  'Журавлёв',
  'Трофимов',
  'Леонов',
  'Соболев',
  'Ермаков',
  'Колесников',
  'Гончаров',
  'Емельянов',
  'Никифоров',
  'Грачёв',
  'Котов',
  'Гришин',
  'Архипов',
  'Громов',
  'Кириллов',
  'Малышев',
  'Панов',
  'Румянцев',
  'Акимов',
  'Кондратьев',
  'Горбунов',
  'Галкин',
  'Лукьянов',
  'Скворцов',
  'Белоусов',
  'Нестеров',
  'Симонов',
  'Харитонов',
  'Князев',
  'Цветков',
  'Лавров',
  'Блинов',
  'Ершов',
  'Шубин',
  'Березовский',
  'Покровский',
  'Вознесенский',
  'Загорский',
  'Преображенский',
  'Раевский',
  'Стрельцов',
  'Вяземский',
] as const;

export function feminineSurname(surname: string): string {
  if (surname.endsWith('ский')) return `${surname.slice(0, -4)}ская`;
  if (/(ов|ев|ёв|ин)$/.test(surname)) return `${surname}а`;
  return surname;
}

/** Who an artist is; directors and conductors lead productions rather than play in them. */
export type Occupation = Profession | 'director' | 'conductor';

export type Gender = 'm' | 'f';

const g = (m: L4, f: L4) => ({ m, f });
const same = (x: L4) => ({ m: x, f: x });

export const OCCUPATION_NAMES: Record<Occupation, Record<Gender, L4>> = {
  actor: g(
    { ru: 'актёр', en: 'an actor', fr: 'comédien', de: 'Schauspieler' },
    { ru: 'актриса', en: 'an actress', fr: 'comédienne', de: 'Schauspielerin' },
  ),
  singer: g(
    { ru: 'оперный певец', en: 'an opera singer', fr: 'chanteur lyrique', de: 'Opernsänger' },
    { ru: 'оперная певица', en: 'an opera singer', fr: 'chanteuse lyrique', de: 'Opernsängerin' },
  ),
  dancer: g(
    { ru: 'артист балета', en: 'a ballet dancer', fr: 'danseur de ballet', de: 'Balletttänzer' },
    { ru: 'артистка балета', en: 'a ballet dancer', fr: 'danseuse de ballet', de: 'Balletttänzerin' },
  ),
  musician: g(
    { ru: 'музыкант', en: 'a musician', fr: 'musicien', de: 'Musiker' },
    { ru: 'музыкант', en: 'a musician', fr: 'musicienne', de: 'Musikerin' },
  ),
  comedian: same({ ru: 'стендап-комик', en: 'a stand-up comedian', fr: 'humoriste', de: 'Comedian' }),
  director: g(
    { ru: 'режиссёр', en: 'a stage director', fr: 'metteur en scène', de: 'Regisseur' },
    { ru: 'режиссёр', en: 'a stage director', fr: 'metteuse en scène', de: 'Regisseurin' },
  ),
  conductor: g(
    { ru: 'дирижёр', en: 'a conductor', fr: 'chef d’orchestre', de: 'Dirigent' },
    { ru: 'дирижёр', en: 'a conductor', fr: 'cheffe d’orchestre', de: 'Dirigentin' },
  ),
};

/**
 * Schools, written in the form each sentence needs: Russian accusative («окончил ГИТИС»),
 * French with its "de" («diplômé du GITIS»), German genitive («Absolvent des GITIS»).
 */
export type School = L4;

const THEATRE_SCHOOLS: readonly School[] = [
  { ru: 'ГИТИС', en: 'GITIS', fr: 'du GITIS', de: 'des GITIS' },
  {
    ru: 'Школу-студию МХАТ',
    en: 'the Moscow Art Theatre School',
    fr: 'de l’École-studio du Théâtre d’art de Moscou',
    de: 'der Schule-Studio des Moskauer Künstlertheaters',
  },
  {
    ru: 'Театральный институт имени Бориса Щукина',
    en: 'the Boris Shchukin Theatre Institute',
    fr: 'de l’Institut théâtral Boris-Chtchoukine',
    de: 'des Boris-Schtschukin-Theaterinstituts',
  },
  {
    ru: 'РГИСИ',
    en: 'the Russian State Institute of Performing Arts',
    fr: 'de l’Institut national russe des arts de la scène',
    de: 'des Russischen Staatlichen Instituts für Bühnenkunst',
  },
  {
    ru: 'Екатеринбургский театральный институт',
    en: 'the Yekaterinburg Theatre Institute',
    fr: 'de l’Institut théâtral d’Iekaterinbourg',
    de: 'des Theaterinstituts Jekaterinburg',
  },
  {
    ru: 'Казанское театральное училище',
    en: 'the Kazan Theatre College',
    fr: 'de l’École de théâtre de Kazan',
    de: 'der Theaterschule Kasan',
  },
];

const MUSIC_SCHOOLS: readonly School[] = [
  {
    ru: 'Московскую консерваторию',
    en: 'the Moscow Conservatory',
    fr: 'du Conservatoire de Moscou',
    de: 'des Moskauer Konservatoriums',
  },
  {
    ru: 'Санкт-Петербургскую консерваторию',
    en: 'the Saint Petersburg Conservatory',
    fr: 'du Conservatoire de Saint-Pétersbourg',
    de: 'des Sankt Petersburger Konservatoriums',
  },
  {
    ru: 'Гнесинскую академию',
    en: 'the Gnessin Academy of Music',
    fr: 'de l’Académie Gnessine',
    de: 'der Gnessin-Musikakademie',
  },
];

const BALLET_SCHOOLS: readonly School[] = [
  {
    ru: 'Академию Русского балета имени Вагановой',
    en: 'the Vaganova Academy of Russian Ballet',
    fr: 'de l’Académie de ballet russe Vaganova',
    de: 'der Waganowa-Ballettakademie',
  },
  {
    ru: 'Московскую академию хореографии',
    en: 'the Moscow State Academy of Choreography',
    fr: 'de l’Académie de chorégraphie de Moscou',
    de: 'der Moskauer Akademie für Choreografie',
  },
];

export const SCHOOLS: Record<Occupation, readonly School[]> = {
  actor: THEATRE_SCHOOLS,
  director: THEATRE_SCHOOLS,
  comedian: THEATRE_SCHOOLS,
  singer: MUSIC_SCHOOLS,
  musician: MUSIC_SCHOOLS,
  conductor: MUSIC_SCHOOLS,
  dancer: BALLET_SCHOOLS,
};

export const AWARDS: readonly Record<Gender, L4>[] = [
  g(
    {
      ru: 'Лауреат национальной театральной премии.',
      en: 'Winner of a national theatre award.',
      fr: 'Lauréat d’un prix national de théâtre.',
      de: 'Träger eines nationalen Theaterpreises.',
    },
    {
      ru: 'Лауреат национальной театральной премии.',
      en: 'Winner of a national theatre award.',
      fr: 'Lauréate d’un prix national de théâtre.',
      de: 'Trägerin eines nationalen Theaterpreises.',
    },
  ),
  g(
    {
      ru: 'Заслуженный артист России.',
      en: 'Honoured Artist of Russia.',
      fr: 'Artiste émérite de Russie.',
      de: 'Verdienter Künstler Russlands.',
    },
    {
      ru: 'Заслуженная артистка России.',
      en: 'Honoured Artist of Russia.',
      fr: 'Artiste émérite de Russie.',
      de: 'Verdiente Künstlerin Russlands.',
    },
  ),
  g(
    {
      ru: 'Лауреат международных конкурсов.',
      en: 'Prize-winner at international competitions.',
      fr: 'Lauréat de concours internationaux.',
      de: 'Preisträger internationaler Wettbewerbe.',
    },
    {
      ru: 'Лауреат международных конкурсов.',
      en: 'Prize-winner at international competitions.',
      fr: 'Lauréate de concours internationaux.',
      de: 'Preisträgerin internationaler Wettbewerbe.',
    },
  ),
];

/** Credits for the people who lead a production, used as their role in the cast list. */
export const LEAD_ROLES = {
  director: { ru: 'Режиссёр-постановщик', en: 'Director', fr: 'Mise en scène', de: 'Regie' },
  choreographer: { ru: 'Хореограф-постановщик', en: 'Choreographer', fr: 'Chorégraphie', de: 'Choreografie' },
  conductor: { ru: 'Дирижёр', en: 'Conductor', fr: 'Direction musicale', de: 'Musikalische Leitung' },
} as const satisfies Record<string, L4>;

/** Roles whose Russian name does not follow the -а/-я feminine ending rule. */
const FEMALE_ROLES = new Set([
  'Фрекен Бок',
  'Кити',
  'Мими',
  'Адель',
  'Кармен',
  'Жизель',
  'Гамзатти',
  'Амнерис',
  'Любовь Раневская',
  'Нора',
]);
const MALE_ROLES = new Set([
  'Лука',
  'Петя Трофимов',
  'Киса Воробьянинов',
  'Васька Пепел',
  'Папа Карло',
  'Кондуктор',
]);

/** The gender a character is usually cast with, from its Russian name. */
export function roleGender(ru: string): Gender {
  if (FEMALE_ROLES.has(ru)) return 'f';
  if (MALE_ROLES.has(ru)) return 'm';
  const first = ru.split(/[\s-]/)[0] ?? ru;
  return /[ая]$/.test(first) ? 'f' : 'm';
}
