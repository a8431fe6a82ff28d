'use client';
// What stands in the map's place while it loads, when it could not load (with a way to try again) or when the
// session's sale is over: a box of the map's own height, so the page does not jump when the map arrives.
import { primaryActionClass } from '@/components/ui/notice';

type SeatMapStateProps = {
  text: string;
  busy?: boolean;
  action?: { label: string; onClick: () => void };
};

export function SeatMapState({ text, busy = false, action }: SeatMapStateProps) {
  return (
    <div
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
      className="flex aspect-[3/2] max-h-[70vh] min-h-72 w-full flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-surface p-6 text-center"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-line border-t-brand"
        />
      ) : null}
      <p className="max-w-md text-lg text-ink">{text}</p>
      {action ? (
        <button type="button" onClick={action.onClick} className={primaryActionClass}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
