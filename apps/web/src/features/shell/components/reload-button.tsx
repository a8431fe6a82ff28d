'use client';
// Reloads the whole page: the way out of an "API unreachable" state once the API is back.
import { primaryActionClass } from '@/components/ui/notice';

export function ReloadButton({ label }: { label: string }) {
  return (
    <button type="button" className={primaryActionClass} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
