// The app's root layout only passes through: the document (<html lang>) is rendered by app/[locale]/layout.tsx,
// which knows the locale. It exists because app/not-found.tsx (paths outside any locale) needs a root layout.
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
