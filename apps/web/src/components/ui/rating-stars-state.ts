// Which of the five stars of a rating are filled: the rating rounded to a whole star, kept within 0 to 5.
const STAR_COUNT = 5;

export function starStates(rating: number): boolean[] {
  const filled = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, Math.round(rating))) : 0;
  return Array.from({ length: STAR_COUNT }, (_, index) => index < filled);
}
