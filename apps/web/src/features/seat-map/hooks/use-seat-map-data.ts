'use client';
// The seat map's two reads through TanStack Query: the plan (once; asked again, revalidating its ETag, when the
// status reports another `version`: prices or seats changed) and the live status, polled while the map is open
// (status-polling.ts). The drawing model is built from the plan once per plan.
import type { TPlacesStatus } from '@afisha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { fetchPlan, fetchStatus, isGone } from '../api/places.api';
import { buildMapModel } from '../seat-map-model';
import { statusPollDelay } from '../status-polling';

export function seatMapKeys(eventId: number, locale: string) {
  return {
    plan: ['seat-map', 'plan', eventId, locale] as const,
    status: ['seat-map', 'status', eventId, locale] as const,
  };
}

export function useSeatMapData(eventId: number) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const keys = seatMapKeys(eventId, locale);

  const plan = useQuery({
    queryKey: keys.plan,
    // The first read may come from the browser's cache; any later one (a new version) revalidates.
    queryFn: () => fetchPlan(eventId, locale, queryClient.getQueryData(keys.plan) !== undefined),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 2 && !isGone(error),
  });

  const status = useQuery<TPlacesStatus>({
    queryKey: keys.status,
    queryFn: () => fetchStatus(eventId, locale),
    refetchInterval: (query) =>
      isGone(query.state.error) ? false : statusPollDelay(query.state.fetchFailureCount),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // The next poll is the retry.
    retry: false,
  });

  // The status names the plan version it belongs to: another one means the plan changed under us.
  const revalidatedFor = useRef<string | null>(null);
  const planVersion = plan.data?.version;
  const statusVersion = status.data?.version;
  const refetchPlan = plan.refetch;
  useEffect(() => {
    if (!planVersion || !statusVersion || planVersion === statusVersion) return;
    if (revalidatedFor.current === statusVersion) return;
    revalidatedFor.current = statusVersion;
    void refetchPlan();
  }, [planVersion, statusVersion, refetchPlan]);

  const model = useMemo(() => (plan.data ? buildMapModel(plan.data) : undefined), [plan.data]);
  return { plan, status, model, keys };
}
