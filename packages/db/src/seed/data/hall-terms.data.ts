// Names of the parts of a hall and of price categories in the four languages, as box offices
// print them on tickets.
import type { L4 } from '../text.js';

export type SectionKind =
  | 'parterre'
  | 'amphitheatre'
  | 'mezzanine'
  | 'balcony'
  | 'upper-balcony'
  | 'benoir'
  | 'boxes-left'
  | 'boxes-right'
  | 'hall';

export const SECTION_NAMES: Record<SectionKind, L4> = {
  parterre: { ru: 'Партер', en: 'Stalls', fr: 'Parterre', de: 'Parkett' },
  amphitheatre: { ru: 'Амфитеатр', en: 'Amphitheatre', fr: 'Amphithéâtre', de: 'Amphitheater' },
  mezzanine: { ru: 'Бельэтаж', en: 'Dress Circle', fr: 'Corbeille', de: 'Beletage' },
  balcony: { ru: 'Балкон', en: 'Balcony', fr: 'Balcon', de: 'Balkon' },
  'upper-balcony': {
    ru: 'Балкон второго яруса',
    en: 'Upper Balcony',
    fr: 'Balcon du deuxième étage',
    de: 'Balkon, zweiter Rang',
  },
  benoir: { ru: 'Ложи бенуара', en: 'Baignoire Boxes', fr: 'Baignoires', de: 'Benoir-Logen' },
  'boxes-left': {
    ru: 'Ложи, левая сторона',
    en: 'Boxes, left',
    fr: 'Loges, côté jardin',
    de: 'Logen, links',
  },
  'boxes-right': {
    ru: 'Ложи, правая сторона',
    en: 'Boxes, right',
    fr: 'Loges, côté cour',
    de: 'Logen, rechts',
  },
  hall: { ru: 'Зал', en: 'Hall', fr: 'Salle', de: 'Saal' },
};

export type ZoneKind = 'dance-floor' | 'fan-zone' | 'standing';

export const ZONE_NAMES: Record<ZoneKind, L4> = {
  'dance-floor': { ru: 'Танцпол', en: 'Dance floor', fr: 'Fosse', de: 'Tanzfläche' },
  'fan-zone': { ru: 'Фан-зона', en: 'Fan zone', fr: 'Zone fan', de: 'Fanzone' },
  standing: { ru: 'Стоячие места', en: 'Standing', fr: 'Places debout', de: 'Stehplätze' },
};

export function categoryName(index: number): L4 {
  const n = index + 1;
  return { ru: `Категория ${n}`, en: `Category ${n}`, fr: `Catégorie ${n}`, de: `Kategorie ${n}` };
}

/** Colours of price categories from the most to the least expensive, as on real seat maps. */
export const CATEGORY_COLORS = [
  '#C62828',
  '#EF6C00',
  '#F9A825',
  '#2E7D32',
  '#00838F',
  '#1565C0',
  '#6A1B9A',
] as const;

export const ZONE_COLOR = '#AD1457';
