// A titled block of a page: its heading labels the section for assistive technology, an optional link sits
// beside it ("all events").
import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Section({ id, title, action, children, className = '' }: SectionProps) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-bold text-ink md:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const textLinkClass =
  'font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand rounded';
