// The frame of the sign-in, sign-up and password pages: one narrow column, centred, a bordered card on wide
// screens. Its heading can take the focus, so a screen that replaces a form ("check your mail") is read out at once.
import type { ReactNode, Ref } from 'react';

type AuthCardProps = {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
};

export function AuthCard({ title, intro, children, headingRef }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-8 md:my-12 md:rounded-3xl md:border md:border-line md:p-10">
      <div className="flex flex-col gap-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-balance text-ink outline-none">
          {title}
        </h1>
        {intro ? (
          <div className="text-base text-pretty text-muted [overflow-wrap:anywhere]">{intro}</div>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** The look of a secondary action (a link or a button) inside the card. */
export const secondaryActionClass =
  'inline-flex items-center justify-center rounded-full border border-line px-6 py-2.5 font-semibold text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

/** An inline text link inside the card. */
export const textLinkClass =
  'font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
