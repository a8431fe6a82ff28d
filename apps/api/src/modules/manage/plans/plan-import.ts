// Owns turning an imported file into a plan document (POST /manage/plans/import): a CSV of seats, a pretix seating
// plan, or our own plan document, told apart by the declared format or by the file's shape. Pure: the answer is a
// document still to be checked by ZPlanDocument (the route's field errors) and, when published, by validate-plan.ts.
//
// CSV (RFC 4180; `,` or `;` as the header line shows; a UTF-8 byte-order mark is skipped): a header naming at least
// section, row, seat, category, x, y (any order, any case), then one seat a line. Keys are derived as the migration
// that introduced keys derived them (0021): sections s1, s2… in order of first appearance, a row `<section key>-<row>`,
// a seat `<row key>-<seat>` — so a hall's plan exported and imported again keeps its seat keys, and a new version
// matches the old. A cell our export neutralised against spreadsheet formulas (`'=…`) has its `'` taken off; text is
// kept as text and never evaluated.
//
// pretix (its seating-plan JSON as its public documentation describes it): `size`, `categories` [{name, color}],
// `zones` [{name, position, rows: [{row_number, position, seats: [{seat_guid, seat_number, position, category}]}]}].
// Positions are relative: a seat's to its row's, a row's to its zone's. Zones become sections, seat_guid the key,
// categories keyed c1, c2… in their order and referenced by name.
import type { TPlanDocumentInput, TPlanImportFormat } from '@afisha/contracts/manage/plans';
import { FieldValidationError } from '../../../lib/app-error.ts';
import { FORMULA_START } from '../../box-office/orders-csv.ts';

const CSV_COLUMNS = ['section', 'row', 'seat', 'category', 'x', 'y'] as const;
/** Distinct colours given to categories a CSV names (it carries none); the editor changes them after. */
const PALETTE = ['#C62828', '#1565C0', '#2E7D32', '#F9A825', '#6A1B9A', '#00838F', '#EF6C00', '#4E342E'];
/** Room left around the seats of a file without a drawing box. */
const MARGIN = 50;

/** Which format a JSON body is, when not told: ours has `sections`, pretix's `zones` with `rows`. */
export function detectJsonFormat(value: unknown): Exclude<TPlanImportFormat, 'csv'> | null {
  if (!isObject(value)) return null;
  if (Array.isArray(value.sections)) return 'document';
  if (Array.isArray(value.zones) && value.zones.some((zone) => isObject(zone) && Array.isArray(zone.rows))) {
    return 'pretix';
  }
  return null;
}

/** Splits CSV text into records of fields (RFC 4180 quoting); refuses an unterminated quote. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw csvProblem('field.plan_csv_quote', { line: records.length + 1 });
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((each) => each.some((cell) => cell.trim() !== ''));
}

/** A cell as written: our export's guard against formulas undone, blanks trimmed. */
const cellText = (value: string) => {
  const trimmed = value.trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
};

export function csvToDocument(text: string, name: string): TPlanDocumentInput {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [header, ...lines] = parseCsv(text, separator);
  const columns = (header ?? []).map((cell) => cellText(cell).toLowerCase());
  const at = Object.fromEntries(CSV_COLUMNS.map((column) => [column, columns.indexOf(column)]));
  const missing = CSV_COLUMNS.filter((column) => at[column] === -1);
  if (missing.length > 0) throw csvProblem('field.plan_csv_header', { columns: missing.join(', ') });
  if (lines.length === 0) throw csvProblem('field.plan_csv_empty');

  const sections = new Map<
    string,
    { key: string; rows: Map<string, { key: string; label: string; seats: unknown[] }> }
  >();
  const categories = new Map<string, number>();
  let maxX = 0;
  let maxY = 0;
  for (const [index, line] of lines.entries()) {
    const cell = (column: (typeof CSV_COLUMNS)[number]) => cellText(line[at[column] ?? -1] ?? '');
    const x = Number(cell('x').replace(',', '.'));
    const y = Number(cell('y').replace(',', '.'));
    if (cell('x') === '' || cell('y') === '' || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw csvProblem('field.plan_csv_number', { line: index + 2 });
    }
    const sectionName = cell('section') || '—';
    let section = sections.get(sectionName);
    if (!section) {
      section = { key: `s${sections.size + 1}`, rows: new Map() };
      sections.set(sectionName, section);
    }
    const rowLabel = cell('row');
    let row = section.rows.get(rowLabel);
    if (!row) {
      row = { key: `${section.key}-${rowLabel}`, label: rowLabel, seats: [] };
      section.rows.set(rowLabel, row);
    }
    const category = cell('category');
    if (category && !categories.has(category)) categories.set(category, categories.size);
    const label = cell('seat');
    row.seats.push({ key: `${row.key}-${label}`, label, x, y, ...(category ? { category } : {}) });
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return {
    name,
    width: Math.ceil(maxX + MARGIN),
    height: Math.ceil(maxY + MARGIN),
    categories: [...categories.keys()].map((key, index) => ({
      key,
      name: { ru: key },
      color: PALETTE[index % PALETTE.length] ?? '#777777',
    })),
    sections: [...sections.entries()].map(([sectionName, section]) => ({
      key: section.key,
      name: { ru: sectionName },
      kind: 'other' as const,
      rows: [...section.rows.values()] as TPlanDocumentInput['sections'][number]['rows'],
    })),
    zones: [],
    shapes: [],
  };
}

type Point = { x: number; y: number };

export function pretixToDocument(value: unknown, fallbackName: string): TPlanDocumentInput {
  if (!isObject(value) || !Array.isArray(value.zones)) throw csvProblem('field.plan_pretix_invalid');
  const point = (raw: unknown): Point =>
    isObject(raw) ? { x: Number(raw.x) || 0, y: Number(raw.y) || 0 } : { x: 0, y: 0 };
  const text = (raw: unknown) =>
    typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const rawCategories = Array.isArray(value.categories) ? value.categories.filter(isObject) : [];
  const categoryKey = new Map(rawCategories.map((category, index) => [text(category.name), `c${index + 1}`]));
  const size = isObject(value.size) ? value.size : {};
  let maxX = 0;
  let maxY = 0;
  const sections = value.zones.filter(isObject).map((zone, z) => {
    const origin = point(zone.position);
    const rows = (Array.isArray(zone.rows) ? zone.rows.filter(isObject) : []).map((row, r) => {
      const rowOrigin = point(row.position);
      const label = text(row.row_label) || text(row.row_number) || String(r + 1);
      return {
        key: text(row.uuid) || `z${z + 1}-${label}`,
        label,
        seats: (Array.isArray(row.seats) ? row.seats.filter(isObject) : []).map((seat, n) => {
          const at = point(seat.position);
          const x = origin.x + rowOrigin.x + at.x;
          const y = origin.y + rowOrigin.y + at.y;
          maxX = Math.max(maxX, x);
          maxY = Math.max(maxY, y);
          const category = categoryKey.get(text(seat.category));
          return {
            key: text(seat.seat_guid) || text(seat.uuid) || `z${z + 1}-${label}-${n + 1}`,
            label: text(seat.seat_label) || text(seat.seat_number) || String(n + 1),
            x,
            y,
            ...(category ? { category } : {}),
          };
        }),
      };
    });
    return {
      key: text(zone.zone_id) || text(zone.uuid) || `s${z + 1}`,
      name: { ru: text(zone.name) || `${z + 1}` },
      kind: 'other' as const,
      rows,
    };
  });
  return {
    name: text(value.name) || fallbackName,
    width: Number(size.width) > 0 ? Number(size.width) : Math.ceil(maxX + MARGIN),
    height: Number(size.height) > 0 ? Number(size.height) : Math.ceil(maxY + MARGIN),
    categories: rawCategories.map((category, index) => ({
      key: `c${index + 1}`,
      name: { ru: text(category.name) || `c${index + 1}` },
      color: text(category.color) || (PALETTE[index % PALETTE.length] ?? '#777777'),
    })),
    sections,
    zones: [],
    shapes: [],
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function csvProblem(
  message:
    | 'field.plan_csv_quote'
    | 'field.plan_csv_header'
    | 'field.plan_csv_empty'
    | 'field.plan_csv_number'
    | 'field.plan_pretix_invalid',
  params?: Record<string, string | number>,
) {
  return new FieldValidationError([
    { field: 'content', code: 'parse_error', message, ...(params ? { params } : {}) },
  ]);
}
