// The top of a back-office page: its heading (the page's one h1, which can take the focus), an optional way back to
// the list, and its actions (a "create" link).
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** The page heading's id: where the focus goes when what had it goes away (a restored record's notice). */
export const MANAGE_TITLE_ID = 'manage-page-title';

/** Moves the focus to the page's heading (it can take it, but is not in the tab order). */
export function focusManageTitle() {
  document.getElementById(MANAGE_TITLE_ID)?.focus();
}

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
        <h1
          id={MANAGE_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-ink focus-visible:outline-2 focus-visible:outline-brand md:text-3xl"
        >
          {title}
        </h1>
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
