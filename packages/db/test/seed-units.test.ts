// The pure parts of the seed: the PRNG, the calendar, transliteration, the hall-plan geometry
// and the customers' e-mails and notification dates, checked without a database.
import { describe, expect, it } from 'vitest';
import { customerCount } from '../src/seed/accounts.builder.js';
import {
  certificateImage,
  collectionImage,
  footerBannerImage,
  giftCardBannerImage,
  logoImage,
  type MediaFile,
  portraitImage,
  posterImage,
  slideImage,
  socialIcon,
} from '../src/seed/art/images.art.js';
import { addDays, instantAt, moscowToday, toIsoDay } from '../src/seed/calendar.js';
import { asciiName, orderPaidNotice, sessionDate } from '../src/seed/data/accounts.data.js';
import { generateHallPlan, type HallLayout, MAX_SEATS, MIN_SEATS } from '../src/seed/hall-plan.js';
import { createRandom } from '../src/seed/random.js';
import { createSlugRegistry, slugify, transliterate } from '../src/seed/text.js';

describe('seeded PRNG', () => {
  it('repeats its sequence for a seed and differs between seeds and forks', () => {
    const draw = (r: ReturnType<typeof createRandom>) => Array.from({ length: 20 }, () => r.next());
    expect(draw(createRandom(7))).toEqual(draw(createRandom(7)));
    expect(draw(createRandom(7))).not.toEqual(draw(createRandom(8)));
    expect(draw(createRandom(7).fork('a'))).not.toEqual(draw(createRandom(7).fork('b')));
  });

  it('keeps int() inside both bounds and reaches them', () => {
    const r = createRandom('bounds');
    const seen = new Set(Array.from({ length: 2000 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items', () => {
    const picked = createRandom(1).sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(new Set(picked).size).toBe(5);
  });
});

describe('calendar', () => {
  it('reads today in Moscow, not in UTC', () => {
    expect(moscowToday(new Date('2025-03-09T21:30:00Z'))).toBe('2025-03-10');
    expect(moscowToday(new Date('2025-03-09T20:30:00Z'))).toBe('2025-03-09');
    expect(toIsoDay('2025-12-31')).toBe('2025-12-31');
    expect(() => toIsoDay('31.12.2025')).toThrow(/YYYY-MM-DD/);
  });

  it('adds days across months and turns local wall time into an instant', () => {
    expect(addDays('2025-02-27', 3)).toBe('2025-03-02');
    expect(instantAt('2025-03-10', '19:00', 3).toISOString()).toBe('2025-03-10T16:00:00.000Z');
    expect(instantAt('2025-03-10', '19:00', 7).toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });
});

describe('generated images', () => {
  const cyrillic = /[\u0400-\u04FF]/;
  const random = () => createRandom('art');
  // Every kind of picture the seed draws: none is given a title, so none can carry words of one language.
  const art: Record<string, MediaFile> = {
    poster: posterImage(random(), { slug: 'gamlet', kind: 'drama' }),
    logo: logoImage(random(), 'bolshoy'),
    slide: slideImage(random(), 'gamlet', 'opera'),
    footerBanner: footerBannerImage(random(), 'kids', ['#0E7490', '#A7F3D0']),
    giftCardBanner: giftCardBannerImage(random()),
    collection: collectionImage(random(), 'premieres', ['#111827', '#EF4444']),
    certificate: certificateImage(random(), 'classic', ['#5B0E2D', '#D4AF37'], 'curtain'),
    portrait: portraitImage(random(), 'ivan-petrov'),
  };

  it.each(Object.entries(art))('%s: an SVG with no text, no title and nothing Russian', (_kind, image) => {
    expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(image.svg).not.toMatch(/<text|<title|aria-label/);
    expect(image.svg).not.toMatch(cyrillic);
  });

  it("keeps only a social network's Latin brand mark", () => {
    const icon = socialIcon('dzen', '#000000', 'DZ');
    expect(icon.svg).toContain('>DZ</text>');
    expect(icon.svg).not.toMatch(/<title|aria-label/);
  });
});

describe('transliteration', () => {
  it('spells Russian names the way passports do, soft signs included', () => {
    expect(transliterate('Щелкунчик')).toBe('Shchelkunchik');
    expect(transliterate('Соловьёв')).toBe('Solovyev');
    expect(slugify('Вишнёвый сад')).toBe('vishnevyy-sad');
    expect(slugify('«Северный ветер». Большой концерт')).toBe('severnyy-veter-bolshoy-kontsert');
  });

  it('hands out unique slugs', () => {
    const next = createSlugRegistry();
    expect([next('gamlet'), next('gamlet'), next('gamlet-2'), next('gamlet')]).toEqual([
      'gamlet',
      'gamlet-2',
      'gamlet-2-2',
      'gamlet-3',
    ]);
  });
});

describe('hall plans', () => {
  const layouts: HallLayout[] = ['proscenium', 'horseshoe', 'chamber', 'concert', 'club', 'cabaret'];

  it.each(
    layouts,
  )('%s: 200 to 1,500 seats, numbered, inside the drawing, never on top of each other', (layout) => {
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      const plan = generateHallPlan(createRandom(`${layout}:${i}`), layout);
      const at = `${layout} #${i}`;
      if (plan.seatCount < MIN_SEATS || plan.seatCount > MAX_SEATS)
        problems.push(`${at}: ${plan.seatCount} seats`);
      const seats = plan.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
      if (seats.length !== plan.seatCount)
        problems.push(`${at}: counted ${seats.length} of ${plan.seatCount}`);
      for (const section of plan.sections) {
        for (const row of section.rows) {
          if (row.seats.some((seat, k) => seat.number !== k + 1))
            problems.push(`${at}: ${section.kind} row ${row.number} numbering`);
        }
      }
      for (const seat of seats) {
        const inside = seat.x > 0 && seat.y > 0 && seat.x < plan.width && seat.y < plan.height;
        if (!inside) problems.push(`${at}: seat outside the drawing at ${seat.x},${seat.y}`);
        if (!plan.categories[seat.category]) problems.push(`${at}: seat without a category`);
      }
      // Seats are about 26 units apart; two closer than 12 would be drawn on top of each other.
      const sorted = [...seats].sort((a, b) => a.x - b.x);
      for (let a = 0; a < sorted.length; a++) {
        for (let b = a + 1; b < sorted.length && sorted[b]!.x - sorted[a]!.x < 12; b++) {
          if (Math.abs(sorted[b]!.y - sorted[a]!.y) < 12)
            problems.push(`${at}: seats overlap at ${sorted[a]!.x},${sorted[a]!.y}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives concert clubs general-admission zones priced through their own category', () => {
    const plan = generateHallPlan(createRandom('club'), 'club');
    expect(plan.zones.length).toBeGreaterThan(0);
    for (const zone of plan.zones) {
      expect(zone.capacity).toBeGreaterThanOrEqual(30);
      expect(zone.capacity).toBeLessThanOrEqual(2000);
      expect(plan.categories[zone.category]).toBeDefined();
    }
  });

  it('is the same plan for the same random stream', () => {
    expect(generateHallPlan(createRandom('p'), 'horseshoe')).toEqual(
      generateHallPlan(createRandom('p'), 'horseshoe'),
    );
  });
});

describe('customers', () => {
  it('writes foreign names as plain e-mail local parts', () => {
    expect(['Lefèvre', 'Weiß', 'Jürgen', 'Köhler', 'Zoé', 'Étienne'].map(asciiName)).toEqual([
      'lefevre',
      'weiss',
      'juergen',
      'koehler',
      'zoe',
      'etienne',
    ]);
  });

  it('spells a session date the way each language does', () => {
    expect(sessionDate('2025-03-01', '19:30')).toEqual({
      ru: '1 марта в 19:30',
      en: 'March 1 at 19:30',
      fr: '1er mars à 19 h 30',
      de: '1. März um 19:30 Uhr',
    });
  });

  it('writes a paid order’s notice without declining the show’s title after a preposition', () => {
    const title = { ru: 'Гроза', en: 'The Storm', fr: 'L’Orage', de: 'Das Gewitter' };
    const notice = orderPaidNotice('A-1', title, sessionDate('2025-03-01', '19:30'), 'anna@example.com');
    expect(notice.text.ru).toBe('Билеты отправлены на anna@example.com: «Гроза», 1 марта в 19:30.');
    expect(notice.text.ru).not.toMatch(/на «/);
  });

  it('grows the number of customers with the square root of the scale', () => {
    expect([1, 4, 100, 10_000].map(customerCount)).toEqual([150, 300, 1500, 15_000]);
  });
});
