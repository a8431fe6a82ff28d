'use client';
// One back-office record read for its editor (`['manage', kind, id]`), and how a save or a reload replaces it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Parser } from '@/lib/api-client';
import { manageRead } from '../api/manage-api';

export function useRecord<T>(kind: string, path: string, schema: Parser<T>, enabled = true) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = ['manage', kind, path, locale];
  const query = useQuery({ queryKey: key, queryFn: () => manageRead(path, schema, locale), enabled });
  return {
    query,
    /** The record as a save answered it (the editor then starts from its new version). */
    replace: (record: T) => {
      queryClient.setQueryData(key, record);
      // Lists showing it are stale now.
      void queryClient.invalidateQueries({ queryKey: ['manage', kind === 'venue' ? 'venues' : `${kind}s`] });
    },
    reload: () => void query.refetch(),
  };
}
