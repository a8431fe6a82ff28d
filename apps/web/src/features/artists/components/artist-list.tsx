// Artists as tiles: a round photo and the name, linking to the artist's page.
import { Thumbnail } from '@/components/ui/thumbnail';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import type { TArtist } from '../api/artists.api';

/** `label` names the list, so it stands apart from the letter index above it. */
export function ArtistList({ artists, label }: { artists: readonly TArtist[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {artists.map((artist) => (
        <li key={artist.id}>
          <Link
            href={routes.artist(artist.slug)}
            className="group flex flex-col items-center gap-3 rounded-2xl p-3 text-center hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Thumbnail src={artist.photo} size={128} className="size-28 rounded-full md:size-32" />
            <span className="font-semibold text-ink group-hover:text-brand">{artist.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
