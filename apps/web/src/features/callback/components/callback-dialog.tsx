'use client';
// Mounts the callback modal once something (a footer entry with url `callback`) opens it; until then none of the
// dialog and form code is downloaded.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useCallbackForm } from '@/lib/shell-state';

const CallbackModal = dynamic(() => import('./callback-modal'), { ssr: false });

export function CallbackDialog() {
  const { isOpen } = useCallbackForm();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <CallbackModal /> : null;
}
