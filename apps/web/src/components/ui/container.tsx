// The page-width column every section sits in: the SPEC.md 1260 px container with side gutters on small screens.
import type { ReactNode } from 'react';

type ContainerProps = { children: ReactNode; className?: string };

export function Container({ children, className = '' }: ContainerProps) {
  return <div className={`mx-auto w-full max-w-site px-4 md:px-6 ${className}`}>{children}</div>;
}
