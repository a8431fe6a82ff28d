// Owns turning a message key into text in one locale: catalogue lookup and `{name}` interpolation.
import type { TLocale } from '@afisha/contracts';
import type { MessageCatalogue, MessageKey } from './messages/catalogue.ts';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { ru } from './messages/ru.ts';

export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const catalogues: Record<TLocale, MessageCatalogue> = { ru, en, fr, de };

export function createTranslator(locale: TLocale): Translate {
  const catalogue = catalogues[locale];
  return (key, params) => {
    const template = catalogue[key];
    if (!params) return template;
    // A placeholder without a value stays visible rather than turning into "undefined".
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}
