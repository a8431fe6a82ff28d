// A full-width message block for states that replace a page's content: not found, errors, an unreachable API.
import type { ReactNode } from 'react';

type NoticeProps = {
  eyebrow?: string;
  title: string;
  text: string;
  // The way out: a link or a button, rendered under the text.
  action?: ReactNode;
  role?: 'alert' | 'status';
};

export function Notice({ eyebrow, title, text, action, role }: NoticeProps) {
  return (
    <section
      role={role}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center md:py-24"
    >
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold text-balance text-ink md:text-4xl">{title}</h1>
      <p className="text-lg text-pretty text-muted">{text}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

/** The look of a primary action, shared by links and buttons inside notices. */
export const primaryActionClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
