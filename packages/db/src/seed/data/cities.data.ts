// The eight cities of the demo catalogue with their case forms, time zones, streets for venue
// addresses and, where the city has one, metro stations with the real colours of their lines.
import type { L4 } from '../text.js';

export type StreetKind = 'street' | 'avenue' | 'boulevard' | 'lane' | 'square' | 'embankment' | 'highway';

/** A street: the bare name in Russian (transliterated for other languages) and its kind. */
export type StreetData = { name: string; kind: StreetKind };

export type StationData = { name: string; color: string };

export type CityData = {
  slug: string;
  name: L4;
  /** The prepositional case without the preposition, as headings use it: «Афиша в {Москве}». */
  nameCase: L4;
  timeZone: string;
  /** UTC offset of the time zone; Russia has kept fixed offsets since 2014. */
  utcOffset: number;
  /** City centre, for hall coordinates. */
  lat: number;
  lng: number;
  phoneCode: string;
  /** Weight of the city in the catalogue: Moscow gets the most venues. */
  weight: number;
  /** Ticket prices relative to Moscow. */
  priceFactor: number;
  streets: StreetData[];
  stations: StationData[];
};

// Metro line colours as the operators draw them on their maps.
const MSK = {
  sokolnicheskaya: '#D41317',
  zamoskvoretskaya: '#4BAF4F',
  arbatsko: '#0072BA',
  filyovskaya: '#1EBCEF',
  koltsevaya: '#915133',
  kaluzhsko: '#F07E24',
  tagansko: '#943E90',
  kalininskaya: '#FFCD1C',
  serpukhovsko: '#ADACAC',
  lyublinsko: '#BED12C',
} as const;

const SPB = {
  kirovsko: '#D6083B',
  moskovsko: '#0078C9',
  nevsko: '#009A49',
  pravoberezhnaya: '#EA7125',
  frunzensko: '#702785',
} as const;

export const CITIES: readonly CityData[] = [
  {
    slug: 'moscow',
    name: { ru: 'Москва', en: 'Moscow', fr: 'Moscou', de: 'Moskau' },
    nameCase: { ru: 'Москве', en: 'Moscow', fr: 'Moscou', de: 'Moskau' },
    timeZone: 'Europe/Moscow',
    utcOffset: 3,
    lat: 55.7558,
    lng: 37.6173,
    phoneCode: '495',
    weight: 10,
    priceFactor: 1,
    streets: [
      { name: 'Большая Дмитровка', kind: 'street' },
      { name: 'Тверской', kind: 'boulevard' },
      { name: 'Петровка', kind: 'street' },
      { name: 'Страстной', kind: 'boulevard' },
      { name: 'Арбат', kind: 'street' },
      { name: 'Покровка', kind: 'street' },
      { name: 'Малая Бронная', kind: 'street' },
      { name: 'Чистопрудный', kind: 'boulevard' },
      { name: 'Таганская', kind: 'street' },
      { name: 'Новослободская', kind: 'street' },
      { name: 'Камергерский', kind: 'lane' },
      { name: 'Пятницкая', kind: 'street' },
      { name: 'Ленинский', kind: 'avenue' },
      { name: 'Мясницкая', kind: 'street' },
      { name: 'Садовая-Кудринская', kind: 'street' },
    ],
    stations: [
      { name: 'Театральная', color: MSK.zamoskvoretskaya },
      { name: 'Охотный Ряд', color: MSK.sokolnicheskaya },
      { name: 'Площадь Революции', color: MSK.arbatsko },
      { name: 'Чеховская', color: MSK.serpukhovsko },
      { name: 'Пушкинская', color: MSK.tagansko },
      { name: 'Тверская', color: MSK.zamoskvoretskaya },
      { name: 'Арбатская', color: MSK.arbatsko },
      { name: 'Александровский сад', color: MSK.filyovskaya },
      { name: 'Маяковская', color: MSK.zamoskvoretskaya },
      { name: 'Кропоткинская', color: MSK.sokolnicheskaya },
      { name: 'Таганская', color: MSK.koltsevaya },
      { name: 'Марксистская', color: MSK.kalininskaya },
      { name: 'Чистые пруды', color: MSK.sokolnicheskaya },
      { name: 'Третьяковская', color: MSK.kaluzhsko },
      { name: 'Новослободская', color: MSK.koltsevaya },
      { name: 'Китай-город', color: MSK.kaluzhsko },
      { name: 'Кузнецкий Мост', color: MSK.tagansko },
      { name: 'Сретенский бульвар', color: MSK.lyublinsko },
      { name: 'Баррикадная', color: MSK.tagansko },
      { name: 'Смоленская', color: MSK.filyovskaya },
    ],
  },
  {
    slug: 'saint-petersburg',
    name: { ru: 'Санкт-Петербург', en: 'Saint Petersburg', fr: 'Saint-Pétersbourg', de: 'Sankt Petersburg' },
    nameCase: {
      ru: 'Санкт-Петербурге',
      en: 'Saint Petersburg',
      fr: 'Saint-Pétersbourg',
      de: 'Sankt Petersburg',
    },
    timeZone: 'Europe/Moscow',
    utcOffset: 3,
    lat: 59.9343,
    lng: 30.3351,
    phoneCode: '812',
    weight: 7,
    priceFactor: 0.9,
    streets: [
      { name: 'Невский', kind: 'avenue' },
      { name: 'Садовая', kind: 'street' },
      { name: 'Фонтанки', kind: 'embankment' },
      { name: 'Литейный', kind: 'avenue' },
      { name: 'Театральная', kind: 'square' },
      { name: 'Караванная', kind: 'street' },
      { name: 'Владимирский', kind: 'avenue' },
      { name: 'Большая Конюшенная', kind: 'street' },
      { name: 'Каменноостровский', kind: 'avenue' },
      { name: 'Моховая', kind: 'street' },
    ],
    stations: [
      { name: 'Невский проспект', color: SPB.moskovsko },
      { name: 'Гостиный двор', color: SPB.nevsko },
      { name: 'Адмиралтейская', color: SPB.frunzensko },
      { name: 'Садовая', color: SPB.frunzensko },
      { name: 'Сенная площадь', color: SPB.moskovsko },
      { name: 'Маяковская', color: SPB.nevsko },
      { name: 'Площадь Восстания', color: SPB.kirovsko },
      { name: 'Владимирская', color: SPB.kirovsko },
      { name: 'Достоевская', color: SPB.pravoberezhnaya },
      { name: 'Чернышевская', color: SPB.kirovsko },
      { name: 'Горьковская', color: SPB.moskovsko },
      { name: 'Петроградская', color: SPB.moskovsko },
    ],
  },
  {
    slug: 'kazan',
    name: { ru: 'Казань', en: 'Kazan', fr: 'Kazan', de: 'Kasan' },
    nameCase: { ru: 'Казани', en: 'Kazan', fr: 'Kazan', de: 'Kasan' },
    timeZone: 'Europe/Moscow',
    utcOffset: 3,
    lat: 55.7887,
    lng: 49.1221,
    phoneCode: '843',
    weight: 4,
    priceFactor: 0.75,
    streets: [
      { name: 'Баумана', kind: 'street' },
      { name: 'Петербургская', kind: 'street' },
      { name: 'Пушкина', kind: 'street' },
      { name: 'Свободы', kind: 'square' },
      { name: 'Кремлёвская', kind: 'street' },
      { name: 'Татарстан', kind: 'street' },
    ],
    stations: [
      { name: 'Кремлёвская', color: '#E42313' },
      { name: 'Площадь Тукая', color: '#E42313' },
      { name: 'Суконная слобода', color: '#E42313' },
      { name: 'Аметьево', color: '#E42313' },
    ],
  },
  {
    slug: 'ekaterinburg',
    name: { ru: 'Екатеринбург', en: 'Yekaterinburg', fr: 'Iekaterinbourg', de: 'Jekaterinburg' },
    nameCase: {
      ru: 'Екатеринбурге',
      en: 'Yekaterinburg',
      fr: 'Iekaterinbourg',
      de: 'Jekaterinburg',
    },
    timeZone: 'Asia/Yekaterinburg',
    utcOffset: 5,
    lat: 56.8389,
    lng: 60.6057,
    phoneCode: '343',
    weight: 4,
    priceFactor: 0.75,
    streets: [
      { name: 'Ленина', kind: 'avenue' },
      { name: 'Малышева', kind: 'street' },
      { name: '8 Марта', kind: 'street' },
      { name: 'Вайнера', kind: 'street' },
      { name: 'Карла Либкнехта', kind: 'street' },
      { name: 'Труда', kind: 'square' },
    ],
    stations: [
      { name: 'Площадь 1905 года', color: '#0A6F20' },
      { name: 'Динамо', color: '#0A6F20' },
      { name: 'Геологическая', color: '#0A6F20' },
      { name: 'Уральская', color: '#0A6F20' },
    ],
  },
  {
    slug: 'novosibirsk',
    name: { ru: 'Новосибирск', en: 'Novosibirsk', fr: 'Novossibirsk', de: 'Nowosibirsk' },
    nameCase: { ru: 'Новосибирске', en: 'Novosibirsk', fr: 'Novossibirsk', de: 'Nowosibirsk' },
    timeZone: 'Asia/Novosibirsk',
    utcOffset: 7,
    lat: 55.0084,
    lng: 82.9357,
    phoneCode: '383',
    weight: 3,
    priceFactor: 0.7,
    streets: [
      { name: 'Красный', kind: 'avenue' },
      { name: 'Ленина', kind: 'street' },
      { name: 'Каменская', kind: 'street' },
      { name: 'Советская', kind: 'street' },
      { name: 'Ленина', kind: 'square' },
    ],
    stations: [
      { name: 'Площадь Ленина', color: '#CD0505' },
      { name: 'Красный проспект', color: '#CD0505' },
      { name: 'Октябрьская', color: '#CD0505' },
      { name: 'Сибирская', color: '#0A6F20' },
    ],
  },
  {
    slug: 'nizhny-novgorod',
    name: { ru: 'Нижний Новгород', en: 'Nizhny Novgorod', fr: 'Nijni Novgorod', de: 'Nischni Nowgorod' },
    nameCase: {
      ru: 'Нижнем Новгороде',
      en: 'Nizhny Novgorod',
      fr: 'Nijni Novgorod',
      de: 'Nischni Nowgorod',
    },
    timeZone: 'Europe/Moscow',
    utcOffset: 3,
    lat: 56.3269,
    lng: 44.0059,
    phoneCode: '831',
    weight: 3,
    priceFactor: 0.65,
    streets: [
      { name: 'Большая Покровская', kind: 'street' },
      { name: 'Минина и Пожарского', kind: 'square' },
      { name: 'Верхне-Волжская', kind: 'embankment' },
      { name: 'Горького', kind: 'street' },
      { name: 'Белинского', kind: 'street' },
    ],
    stations: [
      { name: 'Горьковская', color: '#0071BC' },
      { name: 'Московская', color: '#D80A1E' },
      { name: 'Чкаловская', color: '#D80A1E' },
    ],
  },
  {
    slug: 'sochi',
    name: { ru: 'Сочи', en: 'Sochi', fr: 'Sotchi', de: 'Sotschi' },
    nameCase: { ru: 'Сочи', en: 'Sochi', fr: 'Sotchi', de: 'Sotschi' },
    timeZone: 'Europe/Moscow',
    utcOffset: 3,
    lat: 43.5855,
    lng: 39.7231,
    phoneCode: '862',
    weight: 2,
    priceFactor: 0.8,
    streets: [
      { name: 'Курортный', kind: 'avenue' },
      { name: 'Навагинская', kind: 'street' },
      { name: 'Театральная', kind: 'street' },
      { name: 'Приморская', kind: 'street' },
      { name: 'Олимпийский', kind: 'avenue' },
    ],
    stations: [],
  },
  {
    slug: 'kaliningrad',
    name: { ru: 'Калининград', en: 'Kaliningrad', fr: 'Kaliningrad', de: 'Kaliningrad' },
    nameCase: { ru: 'Калининграде', en: 'Kaliningrad', fr: 'Kaliningrad', de: 'Kaliningrad' },
    timeZone: 'Europe/Kaliningrad',
    utcOffset: 2,
    lat: 54.7104,
    lng: 20.4522,
    phoneCode: '4012',
    weight: 2,
    priceFactor: 0.65,
    streets: [
      { name: 'Мира', kind: 'avenue' },
      { name: 'Ленинский', kind: 'avenue' },
      { name: 'Победы', kind: 'square' },
      { name: 'Богдана Хмельницкого', kind: 'street' },
    ],
    stations: [],
  },
];
