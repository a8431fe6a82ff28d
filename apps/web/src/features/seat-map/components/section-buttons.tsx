'use client';
// A button per section of the hall (when it has more than one) that zooms the map to that section: the quick way, on a
// phone, from the first view's front rows to the balcony. Under the map, beside the zoom buttons.
import { useTranslations } from 'next-intl';
import type { MapModel } from '../seat-map-model';

export function SectionButtons({
  areas,
  onShow,
}: {
  areas: MapModel['sectionAreas'];
  onShow: (area: MapModel['sectionAreas'][number]) => void;
}) {
  const t = useTranslations('SeatMap');
  if (areas.length < 2) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a set of buttons, not a form's fieldset
    <div role="group" aria-label={t('sections')} className="flex min-w-0 flex-1 basis-64 flex-wrap gap-2">
      {areas.map((area) => (
        <button
          key={area.index}
          type="button"
          onClick={() => onShow(area)}
          className="min-h-10 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {area.name}
        </button>
      ))}
    </div>
  );
}
