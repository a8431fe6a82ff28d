// Owns turning an ordered list of performance ids (a customer's favourites, their history) into
// performance cards in that same order, through the shared card loader (performance-cards
// .repository.ts), so these lists show exactly the cards the catalogue shows. A performance with
// no upcoming session still has its card (closest_event null); unpublished ones have none.
import type { TPerformanceCard } from '@afisha/contracts';
import type { Locale } from '@afisha/db';
import type { PerformanceCardsRepository } from './performance-cards.repository.ts';

export async function cardsInOrder(
  cards: PerformanceCardsRepository,
  ids: readonly number[],
  scope: { locale: Locale; now: Date },
): Promise<TPerformanceCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await cards.loadPage(
    { ...scope, performanceIds: ids, includeWithoutEvents: true },
    'closest',
    { limit: ids.length, offset: 0 },
  );
  const byId = new Map(rows.map((row) => [row.card.id, row.card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
