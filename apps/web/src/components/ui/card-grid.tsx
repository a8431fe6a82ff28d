// The grid that performance cards of a listing sit in, as a list (screen readers announce the count).
import type { TPerformanceCard } from '@afisha/contracts';
import { PerformanceCard } from './performance-card';

export function CardGrid({ cards }: { cards: readonly TPerformanceCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <PerformanceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
