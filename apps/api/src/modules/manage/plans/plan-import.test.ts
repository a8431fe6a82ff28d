import { ZPlanDocument } from '@afisha/contracts/manage/plans';
import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../../lib/app-error.ts';
import { csvToDocument, detectJsonFormat, parseCsv, pretixToDocument } from './plan-import.ts';
import { validatePlan } from './validate-plan.ts';

describe('CSV import', () => {
  it('reads RFC 4180 quoting, both separators and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, ""c""",d\r\n1,2,3\n', ',')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a;b\n"x\ny";2', ';')).toEqual([
      ['a', 'b'],
      ['x\ny', '2'],
    ]);
  });

  it('derives keys as migration 0021 did, categories from their keys, and a box around the seats', () => {
    const document = ZPlanDocument.parse(
      csvToDocument(
        'Section,Row,Seat,Category,X,Y\nПартер,1,1,c1,20,30\nПартер,1,2,c1,50,30\nБалкон,1,1,c2,20,200\n',
        'Imported',
      ),
    );
    expect(document.sections.map((s) => s.key)).toEqual(['s1', 's2']);
    expect(document.sections[0]?.rows[0]?.key).toBe('s1-1');
    expect(document.sections[0]?.rows[0]?.seats.map((s) => s.key)).toEqual(['s1-1-1', 's1-1-2']);
    expect(document.categories.map((c) => c.key)).toEqual(['c1', 'c2']);
    expect(document.width).toBeGreaterThan(50);
    expect(validatePlan(document)).toEqual([]);
  });

  it('keeps formulas as text and undoes the export’s guard against them', () => {
    const document = ZPlanDocument.parse(
      csvToDocument('section,row,seat,category,x,y\n"=HYPERLINK(""x"")",\'-1,\'@2,c1,20,30\n', 'x'),
    );
    expect(document.sections[0]?.name.ru).toBe('=HYPERLINK("x")');
    expect(document.sections[0]?.rows[0]?.label).toBe('-1');
    expect(document.sections[0]?.rows[0]?.seats[0]?.label).toBe('@2');
  });

  it('refuses a malformed file with a field error, never a crash', () => {
    const refused = (text: string) => {
      try {
        csvToDocument(text, 'x');
      } catch (error) {
        expect(error).toBeInstanceOf(FieldValidationError);
        return (error as FieldValidationError).issues[0]?.message;
      }
      return 'accepted';
    };
    expect(refused('section,row,seat\n1,1,1\n')).toBe('field.plan_csv_header');
    expect(refused('section,row,seat,category,x,y\n')).toBe('field.plan_csv_empty');
    expect(refused('section,row,seat,category,x,y\nA,1,1,c1,abc,2\n')).toBe('field.plan_csv_number');
    expect(refused('section,row,seat,category,x,y\n"A,1,1,c1,1,2\n')).toBe('field.plan_csv_quote');
  });
});

describe('pretix import', () => {
  const pretix = {
    name: 'Concert hall',
    categories: [
      { name: 'Stalls', color: '#ff0000' },
      { name: 'Balcony', color: '#00ff00' },
    ],
    size: { width: 800, height: 600 },
    zones: [
      {
        name: 'Ground floor',
        zone_id: 'ground',
        position: { x: 100, y: 100 },
        rows: [
          {
            row_number: '1',
            position: { x: 0, y: 20 },
            seats: [
              { seat_guid: 'g-1-1', seat_number: '1', position: { x: 0, y: 0 }, category: 'Stalls' },
              { seat_guid: 'g-1-2', seat_number: '2', position: { x: 30, y: 0 }, category: 'Stalls' },
            ],
          },
        ],
        areas: [],
      },
    ],
  };

  it('is recognised by its shape, zones become sections, seat_guid the key, positions absolute', () => {
    expect(detectJsonFormat(pretix)).toBe('pretix');
    expect(detectJsonFormat({ sections: [] })).toBe('document');
    expect(detectJsonFormat({ hello: 1 })).toBeNull();
    const document = ZPlanDocument.parse(pretixToDocument(pretix, 'fallback'));
    expect(document).toMatchObject({ name: 'Concert hall', width: 800, height: 600 });
    expect(document.categories).toEqual([
      { key: 'c1', name: { ru: 'Stalls' }, color: '#ff0000' },
      { key: 'c2', name: { ru: 'Balcony' }, color: '#00ff00' },
    ]);
    expect(document.sections[0]).toMatchObject({ key: 'ground', name: { ru: 'Ground floor' } });
    expect(document.sections[0]?.rows[0]?.seats[1]).toEqual({
      key: 'g-1-2',
      label: '2',
      x: 130,
      y: 120,
      category: 'c1',
    });
    expect(validatePlan(document)).toEqual([]);
  });
});
