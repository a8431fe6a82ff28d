// Genres and tags of the catalogue. Slugs are stable: filters and links use them.
import type { L4 } from '../text.js';

export type TaxonomyData = { slug: string; name: L4 };

const t = (slug: string, ru: string, en: string, fr: string, de: string): TaxonomyData => ({
  slug,
  name: { ru, en, fr, de },
});

export const GENRES = [
  t('drama', 'Драма', 'Drama', 'Drame', 'Drama'),
  t('comedy', 'Комедия', 'Comedy', 'Comédie', 'Komödie'),
  t('tragedy', 'Трагедия', 'Tragedy', 'Tragédie', 'Tragödie'),
  t('opera', 'Опера', 'Opera', 'Opéra', 'Oper'),
  t('ballet', 'Балет', 'Ballet', 'Ballet', 'Ballett'),
  t('operetta', 'Оперетта', 'Operetta', 'Opérette', 'Operette'),
  t('musical', 'Мюзикл', 'Musical', 'Comédie musicale', 'Musical'),
  t('classical-music', 'Классическая музыка', 'Classical music', 'Musique classique', 'Klassische Musik'),
  t('jazz', 'Джаз', 'Jazz', 'Jazz', 'Jazz'),
  t('rock', 'Рок', 'Rock', 'Rock', 'Rock'),
  t('electronic', 'Электронная музыка', 'Electronic music', 'Musique électronique', 'Elektronische Musik'),
  t('children', 'Детям', 'For children', 'Pour enfants', 'Für Kinder'),
  t('puppet', 'Кукольный спектакль', 'Puppet show', 'Spectacle de marionnettes', 'Puppenspiel'),
  t('stand-up', 'Стендап', 'Stand-up', 'Stand-up', 'Stand-up'),
  t('improv', 'Импровизация', 'Improv', 'Improvisation', 'Improvisation'),
] as const;

export type GenreSlug = (typeof GENRES)[number]['slug'];

export const TAGS = [
  t('premiere', 'Премьера', 'Premiere', 'Première', 'Premiere'),
  t('classics', 'Классика', 'Classics', 'Classiques', 'Klassiker'),
  t('family', 'Для всей семьи', 'For the whole family', 'En famille', 'Für die ganze Familie'),
  t('hit', 'Хит сезона', 'Hit of the season', 'Succès de la saison', 'Hit der Saison'),
  t('chamber', 'Камерный формат', 'Intimate setting', 'Format intimiste', 'Kammerformat'),
  t('editors-choice', 'Выбор редакции', "Editors' choice", 'Choix de la rédaction', 'Wahl der Redaktion'),
  t('date-night', 'Для свидания', 'Date night', 'Sortie en amoureux', 'Für ein Date'),
  t(
    'russian-literature',
    'Русская литература',
    'Russian literature',
    'Littérature russe',
    'Russische Literatur',
  ),
  t('live-orchestra', 'Живой оркестр', 'Live orchestra', 'Orchestre live', 'Live-Orchester'),
  t('no-intermission', 'Без антракта', 'No intermission', 'Sans entracte', 'Ohne Pause'),
  t('touring', 'Гастроли', 'On tour', 'En tournée', 'Gastspiel'),
  t(
    'english-subtitles',
    'С английскими субтитрами',
    'English surtitles',
    'Surtitres en anglais',
    'Englische Übertitel',
  ),
] as const;

export type TagSlug = (typeof TAGS)[number]['slug'];
