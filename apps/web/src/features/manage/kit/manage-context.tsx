'use client';
// What every back-office page knows once the shell has let the visitor in: who they are (GET /manage/me) and the
// venue they are working on (a manager of several venues picks one in the header; null: all of theirs, or the
// whole site for an administrator). The choice is kept in this browser between visits.
import type { TManageMe } from '@afisha/contracts/manage/common';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export type ManageContextValue = {
  me: TManageMe;
  /** The venue chosen in the switcher, or null (all the person may manage). */
  venueId: number | null;
  setVenueId(venueId: number | null): void;
  /** The venues a manager may pick from; empty for administrators (everything). */
  venues: { id: number; name: string }[];
};

const ManageContext = createContext<ManageContextValue | null>(null);
const STORAGE_KEY = 'afisha.manage.venue';

export function ManageContextProvider({ me, children }: { me: TManageMe; children: ReactNode }) {
  const venues = useMemo(() => (me.venues === 'all' ? [] : me.venues), [me.venues]);
  // A manager of one venue always works on it: the venue fields of new records start with it.
  const only = venues.length === 1 ? (venues[0]?.id ?? null) : null;
  const [venueId, setVenueIdState] = useState<number | null>(only);
  // The remembered venue, only if this person still manages it.
  useEffect(() => {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    if (venues.some((venue) => venue.id === stored)) setVenueIdState(stored);
    else setVenueIdState(only);
  }, [venues, only]);
  const value = useMemo<ManageContextValue>(
    () => ({
      me,
      venues,
      venueId,
      setVenueId: (next) => {
        setVenueIdState(next ?? only);
        if (next === null) window.localStorage.removeItem(STORAGE_KEY);
        else window.localStorage.setItem(STORAGE_KEY, String(next));
      },
    }),
    [me, venues, venueId, only],
  );
  return <ManageContext.Provider value={value}>{children}</ManageContext.Provider>;
}

/** The signed-in manager and the chosen venue; only inside the gate (ManageGate, the back office's pages). */
export function useManage(): ManageContextValue {
  const value = useContext(ManageContext);
  if (!value) throw new Error('useManage outside <ManageGate>');
  return value;
}
