'use client';
// Owns the client state the shell's features share (SPEC.md section 3 "Client state", "Global modal"): the chosen
// city, the global modal and whether the callback form is open. Features read and change it through these hooks,
// so the city chooser, the search box and the forms agree without importing one another.
import type { TCity } from '@afisha/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type GlobalModalContent = {
  title: string;
  text: string /** Defaults to the "understood" text. */;
  btnText?: string;
};
export type GlobalModalState = GlobalModalContent & { isOpen: boolean };

type ShellState = {
  city: TCity | undefined;
  setCity: (city: TCity) => void;
  modal: GlobalModalState;
  openModal: (content: GlobalModalContent) => void;
  closeModal: () => void;
  callbackOpen: boolean;
  setCallbackOpen: (open: boolean) => void;
};

const ShellStateContext = createContext<ShellState | null>(null);

const closedModal: GlobalModalState = { isOpen: false, title: '', text: '' };

export function ShellStateProvider({ initialCity, children }: { initialCity?: TCity; children: ReactNode }) {
  const [city, setCity] = useState(initialCity);
  const [modal, setModal] = useState(closedModal);
  const [callbackOpen, setCallbackOpen] = useState(false);
  const openModal = useCallback((content: GlobalModalContent) => setModal({ ...content, isOpen: true }), []);
  const closeModal = useCallback(() => setModal((current) => ({ ...current, isOpen: false })), []);

  const value = useMemo(
    () => ({ city, setCity, modal, openModal, closeModal, callbackOpen, setCallbackOpen }),
    [city, modal, openModal, closeModal, callbackOpen],
  );
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState needs <ShellStateProvider> (rendered by the locale layout)');
  return state;
}

export function useChosenCity() {
  const { city, setCity } = useShellState();
  return { city, setCity };
}

export function useGlobalModal() {
  const { modal, openModal, closeModal } = useShellState();
  return { modal, openModal, closeModal };
}

export function useCallbackForm() {
  const { callbackOpen, setCallbackOpen } = useShellState();
  return { isOpen: callbackOpen, setOpen: setCallbackOpen };
}
