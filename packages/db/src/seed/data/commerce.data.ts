// Commercial reference data: identity document types, extra services sold with tickets,
// gift-certificate designs and the demo promo codes.
import type { L4 } from '../text.js';

const l = (ru: string, en: string, fr: string, de: string): L4 => ({ ru, en, fr, de });

export const DOCUMENT_TYPES: readonly L4[] = [
  l('Паспорт гражданина РФ', 'Russian passport', 'Passeport russe', 'Russischer Inlandspass'),
  l('Заграничный паспорт', 'International passport', 'Passeport international', 'Reisepass'),
  l('Свидетельство о рождении', 'Birth certificate', 'Acte de naissance', 'Geburtsurkunde'),
  l(
    'Паспорт иностранного гражданина',
    'Foreign national’s passport',
    'Passeport étranger',
    'Pass eines ausländischen Staatsangehörigen',
  ),
  l('Вид на жительство', 'Residence permit', 'Titre de séjour', 'Aufenthaltstitel'),
];

export type ServiceData = {
  key: string;
  name: L4;
  description: L4;
  /** Kopecks. */
  price: number;
  stock: number | null;
};

export const SERVICES = {
  programme: {
    key: 'programme',
    name: l('Программка спектакля', 'Show programme', 'Programme du spectacle', 'Programmheft'),
    description: l(
      'Буклет с либретто, составом и фотографиями, выдаётся у входа в зал.',
      'A booklet with the synopsis, cast and photos, handed out at the auditorium door.',
      'Un livret avec l’argument, la distribution et des photos, remis à l’entrée de la salle.',
      'Ein Heft mit Inhalt, Besetzung und Fotos, am Saaleingang erhältlich.',
    ),
    price: 30_000,
    stock: null,
  },
  binoculars: {
    key: 'binoculars',
    name: l('Театральный бинокль', 'Opera glasses', 'Jumelles de théâtre', 'Opernglas'),
    description: l(
      'Выдаётся в гардеробе без очереди.',
      'Collected at the cloakroom without queuing.',
      'À retirer au vestiaire sans attente.',
      'An der Garderobe ohne Anstehen erhältlich.',
    ),
    price: 20_000,
    stock: 40,
  },
  sparkling: {
    key: 'sparkling',
    name: l(
      'Бокал игристого в антракте',
      'Glass of sparkling wine at the interval',
      'Coupe de mousseux à l’entracte',
      'Glas Sekt in der Pause',
    ),
    description: l(
      'Ждёт вас у барной стойки в первом антракте.',
      'Waiting for you at the bar in the first interval.',
      'Vous attend au bar au premier entracte.',
      'Wartet in der ersten Pause an der Bar auf Sie.',
    ),
    price: 60_000,
    stock: 80,
  },
  parking: {
    key: 'parking',
    name: l('Парковка у театра', 'Parking at the venue', 'Parking près de la salle', 'Parkplatz am Haus'),
    description: l(
      'Место на охраняемой парковке на время события.',
      'A space in the guarded car park for the duration of the event.',
      'Une place dans le parking gardé pendant l’événement.',
      'Ein Stellplatz auf dem bewachten Parkplatz während der Veranstaltung.',
    ),
    price: 50_000,
    stock: 30,
  },
} as const satisfies Record<string, ServiceData>;

export type CertificateTemplateData = {
  key: string;
  name: L4;
  colors: readonly [string, string];
  motif: string;
};

export const CERTIFICATE_TEMPLATES: readonly CertificateTemplateData[] = [
  {
    key: 'classic',
    name: l('Классический', 'Classic', 'Classique', 'Klassisch'),
    colors: ['#5B0E2D', '#B8860B'],
    motif: 'curtain',
  },
  {
    key: 'celebration',
    name: l('Праздничный', 'Celebration', 'Fête', 'Festlich'),
    colors: ['#1E3A8A', '#F59E0B'],
    motif: 'stars',
  },
  {
    key: 'kids',
    name: l('Детский', 'For kids', 'Pour enfants', 'Für Kinder'),
    colors: ['#0E7490', '#FDE047'],
    motif: 'balloons',
  },
  {
    key: 'winter',
    name: l('Новогодний', 'New Year', 'Nouvel An', 'Neujahr'),
    colors: ['#0F172A', '#60A5FA'],
    motif: 'snow',
  },
];
