// The top of a back-office page: its heading (the page's one h1), an optional way back to the list, and its actions
// (a "create" link).
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

export function ManagePageHeader({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  /** `{href, label}` of the list this page belongs to. */
  back?: { href: string; label: string };
  actions?: ReactNode;
  /** Under the heading (a status, a short explanation). */
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      {back ? (
        <Link
          href={back.href}
          className="self-start text-sm font-semibold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          ← {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}

/** A link that looks like the primary button (e.g. "New venue"). */
export const manageActionClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
/** A secondary button or link. */
export const manageSecondaryClass =
  'inline-flex items-center justify-center rounded-full border border-line bg-white px-5 py-2.5 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
