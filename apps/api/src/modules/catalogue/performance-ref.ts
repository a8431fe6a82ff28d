// Owns checking a performance that a customer's request names by id (favourites, history,
// reviews): it must exist and be public (published, not archived), else the request is refused
// with the same translated field error on `performance` everywhere ("Performance "42" does not exist.").
import { type Db, performances } from '@afisha/db';
import { and, eq } from '@afisha/db/orm';
import { FieldValidationError } from '../../lib/app-error.ts';
import { publicPerformance } from './public-record.sql.ts';

export async function isPublishedPerformance(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: performances.id })
    .from(performances)
    .where(and(eq(performances.id, id), publicPerformance('performances')))
    .limit(1);
  return rows.length > 0;
}

/** The 400 answered for an unknown or unpublished performance. */
export function unknownPerformanceError(id: number): FieldValidationError {
  return new FieldValidationError([
    {
      field: 'performance',
      code: 'does_not_exist',
      message: 'reviews.performance_does_not_exist',
      params: { performance: id },
    },
  ]);
}
