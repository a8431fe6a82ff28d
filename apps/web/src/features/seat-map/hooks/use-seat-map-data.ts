'use client';
// The seat map's two reads through TanStack Query: the plan (once; asked again, bypassing the HTTP cache, when the
// status announces a newer `version`: prices or seats changed, until the plan that comes back is at least that
// version, plan-follow-up.ts) and the live status, polled while the map is open (status-polling.ts). The drawing
// model is built from the plan once per plan.
import type { TPlacesStatus } from '@afisha/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { fetchPlan, fetchStatus, isGone } from '../api/places.api';
import { planFollowUp } from '../plan-follow-up';
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
    // The first read may come from the browser's cache; any later one (a newer version announced) bypasses it.
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

  // The status names the plan version it belongs to: a newer one means the plan changed under us. The chase of
  // one announcement counts its re-fetches; each finished fetch (`planFetching` back to false) looks again.
  const chase = useRef({ announced: '', attempts: 0 });
  const planVersion = plan.data?.version;
  const statusVersion = status.data?.version;
  const planFetching = plan.isFetching;
  const refetchPlan = plan.refetch;
  useEffect(() => {
    if (planFetching || statusVersion === undefined) return;
    if (chase.current.announced !== statusVersion) chase.current = { announced: statusVersion, attempts: 0 };
    const next = planFollowUp(planVersion, statusVersion, chase.current.attempts);
    if (!next.fetch) {
      if (next.upToDate) chase.current.attempts = 0;
      return;
    }
    const timer = setTimeout(() => {
      chase.current.attempts += 1;
      void refetchPlan();
    }, next.afterMs);
    return () => clearTimeout(timer);
  }, [planVersion, statusVersion, planFetching, refetchPlan]);

  const model = useMemo(() => (plan.data ? buildMapModel(plan.data) : undefined), [plan.data]);
  return { plan, status, model, keys };
}
