// The back office's preview of a performance page (/manage/performances/{id}/preview), in a route group of its own:
// not inside the back office's frame (manage/layout.tsx), whose shell is drawn before its pages, so the preview's
// access check answers a real 404 to anyone who may not see it; nor inside the storefront's (site) frame, which
// must carry nothing of the back office (features/manage/manage-boundary.test.ts counts this group as back office).
// Rendered per request, never indexed.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ManagePreviewLayout({ children }: { children: ReactNode }) {
  return <main className="flex flex-1 flex-col">{children}</main>;
}
