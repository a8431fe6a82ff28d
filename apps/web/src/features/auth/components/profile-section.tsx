// One titled part of the profile page (personal data, e-mail, password), a region named by its heading.
import { type ReactNode, useId } from 'react';

export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-3xl border border-line p-5 md:p-8">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {intro ? (
          <div className="text-sm text-pretty text-muted [overflow-wrap:anywhere]">{intro}</div>
        ) : null}
      </div>
      {children}
    </section>
  );
}
