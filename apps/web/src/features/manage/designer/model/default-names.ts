// Owns the names new things get in the designer before the manager types their own: a section by its kind, a
// zone, a text, a price category — in the four languages at once, since a plan's names are (Russian required).
import type { PlanName, PlanSectionKind } from './plan-types.ts';

const SECTION_NAMES: Record<PlanSectionKind, PlanName> = {
  parterre: { ru: 'Партер', en: 'Stalls', fr: 'Parterre', de: 'Parkett' },
  amphitheatre: { ru: 'Амфитеатр', en: 'Amphitheatre', fr: 'Amphithéâtre', de: 'Amphitheater' },
  mezzanine: { ru: 'Бельэтаж', en: 'Dress circle', fr: 'Corbeille', de: 'Erster Rang' },
  balcony: { ru: 'Балкон', en: 'Balcony', fr: 'Balcon', de: 'Balkon' },
  box: { ru: 'Ложа', en: 'Box', fr: 'Loge', de: 'Loge' },
  stalls: { ru: 'Партер', en: 'Stalls', fr: 'Orchestre', de: 'Parkett' },
  dance_floor: { ru: 'Танцпол', en: 'Dance floor', fr: 'Fosse', de: 'Tanzfläche' },
  other: { ru: 'Сектор', en: 'Section', fr: 'Section', de: 'Bereich' },
};

export const defaultSectionName = (kind: PlanSectionKind): PlanName => SECTION_NAMES[kind];

/**
 * The default name of the next of its kind when `existing` are drawn already: "Box", then "Box 2", "Box 3"… in every
 * language, so the outline and the problems tell them apart.
 */
export function numberedName(name: PlanName, existing: number): PlanName {
  if (existing === 0) return name;
  return Object.fromEntries(
    Object.entries(name).map(([language, text]) => [language, text ? `${text} ${existing + 1}` : text]),
  ) as PlanName;
}

export const DEFAULT_ZONE_NAME: PlanName = { ru: 'Танцпол', en: 'Standing', fr: 'Fosse', de: 'Stehplätze' };
export const DEFAULT_TEXT: PlanName = { ru: 'Текст', en: 'Text', fr: 'Texte', de: 'Text' };

export const defaultCategoryName = (n: number): PlanName => ({
  ru: `Категория ${n}`,
  en: `Category ${n}`,
  fr: `Catégorie ${n}`,
  de: `Kategorie ${n}`,
});

/** What the stage, the screen and an exit say on the plan (buyers read it). */
export const DECORATION_LABELS: Record<'stage' | 'screen' | 'exit', PlanName> = {
  stage: { ru: 'Сцена', en: 'Stage', fr: 'Scène', de: 'Bühne' },
  screen: { ru: 'Экран', en: 'Screen', fr: 'Écran', de: 'Leinwand' },
  exit: { ru: 'Выход', en: 'Exit', fr: 'Sortie', de: 'Ausgang' },
};
