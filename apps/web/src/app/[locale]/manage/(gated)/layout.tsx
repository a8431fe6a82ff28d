// The back office's pages: each is drawn only once GET /manage/me says who is signed in and what they may manage
// (features/manage/frame/manage-frame.tsx, ManageGate), beside the sections and the venue switcher. The bar
// above them is the whole back office's (../layout.tsx); an unknown address (../[...rest]) is outside this gate, so
// its 404 is drawn on the server with its status.
import type { ReactNode } from 'react';
import { ManageGate } from '@/features/manage/frame/manage-frame';

export default function GatedManageLayout({ children }: { children: ReactNode }) {
  return <ManageGate>{children}</ManageGate>;
}
