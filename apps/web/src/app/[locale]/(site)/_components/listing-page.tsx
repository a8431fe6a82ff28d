// The frame of a simple listing page: its heading, its finding aids if any, then the list or an empty-state line,
// then pages of 12.
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Pagination } from '@/components/ui/pagination';

type ListingPageProps = {
  heading: string;
  lead?: string;
  empty: string;
  isEmpty: boolean;
  /** Search fields, an index: shown above the list, also when it is empty. */
  filters?: ReactNode;
  children: ReactNode;
  pagination?: { pathname: string; params: Record<string, string | undefined>; page: number; count: number };
};

export function ListingPage({
  heading,
  lead,
  empty,
  isEmpty,
  filters,
  children,
  pagination,
}: ListingPageProps) {
  return (
    <Container className="flex flex-col gap-6 py-8 md:py-12">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-balance text-ink md:text-5xl">{heading}</h1>
        {lead ? <p className="max-w-3xl whitespace-pre-line text-lg text-pretty text-muted">{lead}</p> : null}
      </div>
      {filters}
      {isEmpty ? <p className="rounded-2xl bg-surface p-6 text-center text-ink">{empty}</p> : children}
      {pagination ? <Pagination {...pagination} /> : null}
    </Container>
  );
}
