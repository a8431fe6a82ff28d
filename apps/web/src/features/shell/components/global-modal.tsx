'use client';
// The global modal, opened and closed through the shared shell state (useGlobalModal().openModal({title, text})).
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useGlobalModal } from '@/lib/shell-state';

const ModalDialog = dynamic(() => import('./modal-dialog'), { ssr: false });

export function GlobalModal() {
  const { modal } = useGlobalModal();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (modal.isOpen) setWanted(true);
  }, [modal.isOpen]);
  return wanted ? <ModalDialog /> : null;
}
