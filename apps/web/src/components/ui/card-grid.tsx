// The grid that performance cards of a listing sit in, as a list (screen readers announce the count).
import type { TPerformanceCard } from '@afisha/contracts';
import { PerformanceCard } from './performance-card';

type CardGridProps = {
  cards: readonly TPerformanceCard[];
  /** How many first posters to fetch at once: a listing that opens a page shows its first row above the fold. */
  eagerCount?: number;
};

export function CardGrid({ cards, eagerCount = 0 }: CardGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {cards.map((card, index) => (
        <li key={card.id}>
          <PerformanceCard card={card} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
