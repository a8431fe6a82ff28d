import { describe, expect, it } from 'vitest';
import { fileBaseName, readPlanFile } from './plan-file';

const CSV = 'section,row,seat,category,x,y\nПартер,1,1,A,10,10\n';
const DOCUMENT = '{"name":"Hall","sections":[]}';

describe('readPlanFile', () => {
  it('reads a CSV as text and a JSON file as an object, by the chosen format or by its name', () => {
    expect(readPlanFile('hall.csv', CSV, 'auto')).toEqual({ ok: true, format: 'csv', content: CSV });
    expect(readPlanFile('hall.txt', CSV, 'csv')).toEqual({ ok: true, format: 'csv', content: CSV });
    expect(readPlanFile('hall.json', DOCUMENT, 'auto')).toEqual({
      ok: true,
      content: { name: 'Hall', sections: [] },
    });
    expect(readPlanFile('hall.json', `\uFEFF${DOCUMENT}`, 'document')).toMatchObject({
      ok: true,
      format: 'document',
    });
    expect(readPlanFile('pretix.json', DOCUMENT, 'pretix')).toMatchObject({ ok: true, format: 'pretix' });
  });

  it('refuses a file that is not the chosen format, or neither CSV nor JSON', () => {
    expect(readPlanFile('hall.json', DOCUMENT, 'csv')).toEqual({ ok: false });
    expect(readPlanFile('hall.csv', CSV, 'document')).toEqual({ ok: false });
    expect(readPlanFile('hall.csv', '', 'csv')).toEqual({ ok: false });
    expect(readPlanFile('poster.png', '\u0089PNG\r\n', 'auto')).toEqual({ ok: false });
    expect(readPlanFile('list.json', '[1,2]', 'document')).toEqual({ ok: false });
  });
});

describe('fileBaseName', () => {
  it('names a plan after its file', () => {
    expect(fileBaseName('Основная сцена.csv')).toBe('Основная сцена');
    expect(fileBaseName('C:\\plans\\hall.v2.json')).toBe('hall.v2');
    expect(fileBaseName('.csv')).toBe('');
    expect(fileBaseName(`${'a'.repeat(300)}.csv`)).toHaveLength(200);
  });
});
