// The halls of a venue with their addresses and nearby subway stations, each station with its line colour
// (the colour is decoration: the station's name carries the information).
import type { THall } from '@afisha/contracts';
import { useTranslations } from 'next-intl';

// Only a plain hex colour from the API reaches a style attribute.
const safeColour = (colour: string) => (/^#[0-9a-f]{3,8}$/i.test(colour) ? colour : 'currentColor');

export function HallList({ halls, venueName }: { halls: readonly THall[]; venueName?: string }) {
  const t = useTranslations('Venue');
  return (
    <ul className="flex flex-col gap-4">
      {halls.map((hall) => (
        <li key={hall.id} className="flex flex-col gap-1">
          <p className="font-semibold text-ink">{[venueName, hall.title].filter(Boolean).join(', ')}</p>
          {hall.subtitle ? <p className="text-sm text-muted">{hall.subtitle}</p> : null}
          <address className="text-sm not-italic text-ink">{hall.address}</address>
          {hall.subways.length > 0 ? (
            <ul aria-label={t('subway')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
              {hall.subways.map((subway) => (
                <li key={subway.title} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block size-2.5 rounded-full"
                    style={{ backgroundColor: safeColour(subway.color) }}
                  />
                  {subway.title}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
