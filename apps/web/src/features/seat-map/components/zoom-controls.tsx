'use client';
// The map's zoom buttons (in, out, whole hall), under the map (over it they hid seats); disabled at the zoom limits.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ZoomState } from '../hooks/use-pan-zoom';

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-line';

function ZoomButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={buttonClass}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}

export function ZoomControls({
  zoom,
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  zoom: ZoomState;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  const t = useTranslations('SeatMap');
  // A little tolerance: floating point keeps the scale a hair off its limit.
  const atMax = zoom.scale >= zoom.max * 0.999;
  const atMin = zoom.scale <= zoom.min * 1.001;
  return (
    <div className="ml-auto flex shrink-0 gap-2">
      <ZoomButton label={t('zoomIn')} onClick={onZoomIn} disabled={atMax}>
        <path d="M12 5v14M5 12h14" strokeLinecap="round" />
      </ZoomButton>
      <ZoomButton label={t('zoomOut')} onClick={onZoomOut} disabled={atMin}>
        <path d="M5 12h14" strokeLinecap="round" />
      </ZoomButton>
      <ZoomButton label={t('fit')} onClick={onFit}>
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
      </ZoomButton>
    </div>
  );
}
