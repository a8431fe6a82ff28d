'use client';
// A back-office list's state read from and written to the address (list-state.ts): `replace`, not `push`, for the
// search box and filters (typing is not history), so Back leaves the list rather than undoing letters.
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { changeListState, type ListState, listStateToParams, readListState } from './list-state';
import { replaceQuery } from './replace-query';

export function useListState(filterKeys: readonly string[]) {
  const searchParams = useSearchParams();
  const keys = filterKeys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` stands for the list of filter keys.
  const state = useMemo(
    () => readListState(new URLSearchParams(searchParams.toString()), filterKeys),
    [searchParams, keys],
  );
  const update = useCallback(
    (change: Partial<ListState>) => {
      const query = listStateToParams(changeListState(state, change)).toString();
      replaceQuery(new URLSearchParams(query));
    },
    [state],
  );
  return { state, update };
}
