'use client';
// What the review parts of a performance page share in the browser: the visitor's review once posted (shown at the
// top of the list, and instead of the form) or the fact that they had already reviewed this performance (the API
// allows one review per customer and performance and says so when a second one is sent).
import type { TCreatedReview } from '@afisha/contracts';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type ReviewOutcome = { kind: 'posted'; review: TCreatedReview } | { kind: 'already' } | null;

type ReviewState = { outcome: ReviewOutcome; setOutcome: (outcome: ReviewOutcome) => void };

const ReviewStateContext = createContext<ReviewState | null>(null);

export function ReviewStateProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<ReviewOutcome>(null);
  const value = useMemo(() => ({ outcome, setOutcome }), [outcome]);
  return <ReviewStateContext value={value}>{children}</ReviewStateContext>;
}

export function useReviewState(): ReviewState {
  const state = useContext(ReviewStateContext);
  if (!state) throw new Error('useReviewState needs <ReviewStateProvider>');
  return state;
}

/** Its children while the visitor has not posted a review here (the "no reviews yet" line). */
export function UntilReviewed({ children }: { children: ReactNode }) {
  return useReviewState().outcome?.kind === 'posted' ? null : children;
}
