import { describe, expect, it } from 'vitest';
import { fieldFor, placeFieldErrors, readRefusal } from './server-errors';

const known = [
  'name',
  'name.ru',
  'name.en',
  'name.fr',
  'name.de',
  'slug',
  'city',
  'artists.*.artist',
  'artists.*.role',
];

describe('server errors placed under their fields', () => {
  it('finds the field of a dotted path, or the closest field containing it', () => {
    expect(fieldFor('name.en', known)).toBe('name.en');
    expect(fieldFor('slug', known)).toBe('slug');
    expect(fieldFor('artists.3.artist', known)).toBe('artists.*.artist'.replace('*', '3'));
    expect(fieldFor('artists.3.role.ru', known)).toBe('artists.3.role');
    expect(fieldFor('contacts.website', known)).toBeNull();
    expect(fieldFor('artists.x.artist', known)).toBeNull();
  });

  it('puts each field error under its field and the others at the top', () => {
    const body = {
      'name.ru': ['Обязательное поле.'],
      slug: ['Такой адрес уже занят.', 'second'],
      'contacts.website': ['Неверный адрес.'],
      non_field_errors: ['Общая ошибка.'],
      codes: { 'name.ru': ['required'], slug: ['unique'] },
    };
    expect(placeFieldErrors(body, known)).toEqual({
      fields: [
        { path: 'name.ru', message: 'Обязательное поле.' },
        { path: 'slug', message: 'Такой адрес уже занят.' },
      ],
      form: ['Общая ошибка.', 'contacts.website: Неверный адрес.'],
    });
  });

  it('shows one error per field when several paths fall under it', () => {
    const placed = placeFieldErrors({ 'artists.0.role.ru': ['a'], 'artists.0.role.en': ['b'] }, known);
    expect(placed.fields).toEqual([{ path: 'artists.0.role', message: 'a' }]);
  });

  it('ignores what is not an error body', () => {
    expect(placeFieldErrors(null, known)).toEqual({ fields: [], form: [] });
    expect(placeFieldErrors(['x'], known)).toEqual({ fields: [], form: [] });
  });

  it('tells a version conflict, an in-use refusal, field errors and other refusals apart', () => {
    expect(readRefusal(409, { detail: 'Changed', code: 'version_conflict', version: 7 }, known)).toEqual({
      kind: 'version_conflict',
      detail: 'Changed',
      version: 7,
    });
    const usedBy = [{ kind: 'event', id: 4, label: '12 May, 19:00' }];
    expect(
      readRefusal(409, { detail: 'In use', code: 'in_use', used_by: usedBy, used_count: 3 }, known),
    ).toEqual({
      kind: 'in_use',
      detail: 'In use',
      usedBy,
      usedCount: 3,
    });
    expect(readRefusal(400, { slug: ['x'], codes: { slug: ['unique'] } }, known).kind).toBe('fields');
    expect(readRefusal(400, { detail: 'Bad JSON', code: 'parse_error' }, known)).toEqual({
      kind: 'detail',
      status: 400,
      detail: 'Bad JSON',
    });
    expect(readRefusal(404, { detail: 'Not found', code: 'not_found' }, known).kind).toBe('detail');
  });
});
