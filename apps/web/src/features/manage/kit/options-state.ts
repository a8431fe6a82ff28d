// Owns what a set of choices read from another list (a performance's genres, tags) shows before it has any: a
// "loading" while the read is on the way, the failure with a retry when it failed, the group's own empty text when
// there are none. Without it the group was a bare heading, the record's chosen genres invisible, as if it had none.
// Pure, for checkbox-group.tsx.

export type OptionsState = 'list' | 'loading' | 'failed' | 'empty';

export function optionsState(
  count: number,
  query: { isPending: boolean; isError: boolean } | undefined,
): OptionsState {
  if (count > 0) return 'list';
  if (query?.isError) return 'failed';
  if (query?.isPending) return 'loading';
  return 'empty';
}
