// Editorial collections as tiles (image, title, description), each linking to its page.
import { LazyImage } from '@/components/ui/lazy-image';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';
import type { TSelection } from '../api/collections.api';

export function CollectionList({ collections }: { collections: readonly TSelection[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link
            href={routes.collection(collection.slug)}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <div className="relative aspect-[5/3] bg-surface">
              <LazyImage
                src={collection.image}
                alt=""
                fill
                sizes="(min-width: 1024px) 400px, (min-width: 500px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            <span className="flex flex-col gap-1 p-4">
              <span className="text-lg font-bold text-ink group-hover:text-brand">{collection.title}</span>
              {collection.description ? (
                <span className="line-clamp-2 text-sm text-muted">{collection.description}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
