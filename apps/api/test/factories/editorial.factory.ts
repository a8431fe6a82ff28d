// Builds the editorial layer for tests: collections with their performances in a given order,
// and recommendation slider items.
import { type Db, type Localized, recommendSliderItems, selectionItems, selections } from '@afisha/db';
import { nextSequence } from './sequence.ts';

export async function createSelection(
  db: Db,
  values: {
    slug: string;
    title: Localized;
    description?: Localized;
    cityId?: number | null;
    position?: number;
    isActive?: boolean;
    /** In editorial order. */
    performanceIds?: number[];
  },
) {
  const { performanceIds = [], ...fields } = values;
  const [selection] = await db
    .insert(selections)
    .values({ image: `/media/collections/${values.slug}.svg`, position: nextSequence(), ...fields })
    .returning();
  if (!selection) throw new Error('selection insert returned nothing');
  if (performanceIds.length > 0) {
    await db.insert(selectionItems).values(
      performanceIds.map((performanceId, position) => ({
        selectionId: selection.id,
        performanceId,
        position,
      })),
    );
  }
  return selection;
}

export async function createSlide(
  db: Db,
  values: {
    performanceId: number;
    cityId?: number | null;
    image?: string | null;
    position: number;
    isActive?: boolean;
  },
) {
  const [slide] = await db.insert(recommendSliderItems).values(values).returning();
  if (!slide) throw new Error('slider item insert returned nothing');
  return slide;
}
