// [UNIT] The fiscal receipt's lines: Russian descriptions of tickets, services and certificates; exact sums when a
// gift certificate paid a part (shares by largest remainders, promo-rules.ts `spread`; a line split where its
// kopecks do not divide); lines worth nothing left out; a receipt of more than was sold refused.
import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from '../payments/payment-provider.ts';
import { type ReceiptItem, receiptOf } from './receipt.ts';

const seat = (totalKopecks: number): ReceiptItem => ({
  kind: 'seat',
  quantity: 1,
  totalKopecks,
  name: 'Щелкунчик',
  when: '31.12.2026 19:00',
});
const sum = (lines: readonly ReceiptLine[]) =>
  lines.reduce((all, line) => all + line.quantity * line.unitKopecks, 0);

describe('receiptOf', () => {
  it('prints tickets, services and certificates in Russian, at their prices when the bank took it all', () => {
    const receipt = receiptOf(
      'anna@example.com',
      [
        seat(350_000),
        { kind: 'zone', quantity: 1, totalKopecks: 200_000, name: 'Танцпол', when: '01.01.2027 18:30' },
        { kind: 'service', quantity: 3, totalKopecks: 45_000, name: 'Программка', when: null },
        { kind: 'certificate', quantity: 2, totalKopecks: 1_000_000, name: 'Новогодний', when: null },
      ],
      1_595_000,
    );
    expect(receipt).toEqual({
      email: 'anna@example.com',
      lines: [
        {
          description: 'Билет: «Щелкунчик», 31.12.2026 19:00',
          quantity: 1,
          unitKopecks: 350_000,
          subject: 'service',
        },
        {
          description: 'Билет: «Танцпол», 01.01.2027 18:30',
          quantity: 1,
          unitKopecks: 200_000,
          subject: 'service',
        },
        { description: 'Услуга: Программка', quantity: 3, unitKopecks: 15_000, subject: 'service' },
        {
          description: 'Подарочный сертификат «Новогодний»',
          quantity: 2,
          unitKopecks: 500_000,
          subject: 'advance',
        },
      ],
    });
  });

  it('spreads a certificate’s part over the lines and splits a line whose kopecks do not divide', () => {
    const items: ReceiptItem[] = [
      seat(350_000),
      seat(350_000),
      { kind: 'service', quantity: 3, totalKopecks: 30_000, name: 'Программка', when: null },
    ];
    for (const paid of [1, 100, 73_001, 500_000, 729_999]) {
      const { lines } = receiptOf('a@example.com', items, paid);
      expect(sum(lines)).toBe(paid);
      for (const line of lines) {
        expect(line.quantity).toBeGreaterThan(0);
        expect(line.unitKopecks).toBeGreaterThan(0);
      }
    }
    // 730,000 − 100,001 = 629,999 over 35 : 35 : 3 → 302,054 · 302,054 · 25,891, and 25,891 = 2 × 8,630 + 8,631.
    const { lines } = receiptOf('a@example.com', items, 629_999);
    expect(lines.map((line) => [line.quantity, line.unitKopecks])).toEqual([
      [1, 302_054],
      [1, 302_054],
      [2, 8_630],
      [1, 8_631],
    ]);
    expect(lines[2]?.description).toBe(lines[3]?.description);
  });

  it('leaves out lines worth nothing, and cuts a long description to 128 characters', () => {
    const { lines } = receiptOf('a@example.com', [seat(0), { ...seat(100), name: 'Я'.repeat(300) }], 100);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.description).toHaveLength(128);
    expect(lines[0]?.description.endsWith('…')).toBe(true);
  });

  it('refuses a receipt of more than the lines are worth', () => {
    expect(() => receiptOf('a@example.com', [seat(100)], 101)).toThrow(/101 kopecks over lines worth 100/);
  });
});
