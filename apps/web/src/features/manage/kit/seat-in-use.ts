'use client';
// A sold, held or off-sale seat that a new version of a plan would drop or rename, in words ("Stalls, row 1, seat 2:
// sold, renumbered"): the publish refusal and the changes review of the plan page and the designer say it alike.
import type { TPlanSeatInUse } from '@afisha/contracts/manage/plans';
import { useTranslations } from 'next-intl';

export function useSeatInUseWords(): (seat: TPlanSeatInUse) => string {
  const t = useTranslations('ManagePlans.plan');
  return (seat) =>
    t('inUseSeat', {
      section: seat.section,
      row: seat.row,
      seat: seat.label,
      state: t(`seatStates.${seat.state}`),
      change: t(`changes.${seat.change}`),
    });
}
