// Builds what reviews need in tests: customers (only the columns a review shows or needs), a
// published performance at a venue, and reviews with a chosen date.
import { type Db, type Localized, performances, reviews, users } from '@afisha/db';
import { firstRow } from './first-row.ts';
import { nextSequence } from './sequence.ts';
import { createVenue } from './venues.factory.ts';

export async function createCustomer(
  db: Db,
  values: Partial<{ email: string; firstName: string; lastName: string }>,
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(users)
      .values({
        email: values.email ?? `customer-${n}@example.com`,
        // Never checked here: reviews do not sign anyone in.
        passwordHash: 'not-a-real-hash',
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
      })
      .returning(),
  );
}

export async function createReviewedPerformance(
  db: Db,
  values: Partial<{ slug: string; title: Localized; isPublished: boolean }> = {},
) {
  const n = nextSequence();
  const venue = await createVenue(db);
  return firstRow(
    await db
      .insert(performances)
      .values({
        slug: values.slug ?? `performance-${n}`,
        title: values.title ?? { ru: `Спектакль ${n}` },
        venueId: venue.id,
        isPublished: values.isPublished ?? true,
      })
      .returning(),
  );
}

export async function createReview(
  db: Db,
  values: {
    userId: number;
    performanceId: number;
    rating: number;
    text?: string;
    createdAt: Date;
    isPublished?: boolean;
  },
) {
  return firstRow(await db.insert(reviews).values(values).returning());
}
