'use client';
import type { TPaginated } from '@afisha/contracts/pagination';
// A back-office list page's body: the search box and filters (kept in the address, list-state.ts), a table with
// sortable columns, the site's page links, and the loading, empty and error states. The page supplies how to read
// a page of records (`load`, given the API's query) and its columns; everything else is the same on every list. The
// table itself is the kit's one table (data-table.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { usePathname } from '@/i18n/navigation';
import { DataTable, type TableColumn } from './data-table';
import { countKey, DEFAULT_PAGE_SIZE, emptyListKind, listQuery, listStateToParams } from './list-state';
import { ErrorState, LoadingState } from './query-state';
import { useListState } from './use-list-state';

/** A list's column: the table's (data-table.tsx), sorted through the address. */
export type ListColumn<T> = TableColumn<T>;

export type ListFilter =
  | {
      key: string;
      label: string;
      kind: 'select';
      options: { value: string; label: string }[];
      allLabel?: string;
    }
  /** A box that sets `key=true` when ticked (e.g. "archived"). */
  | { key: string; label: string; kind: 'checkbox' }
  /** A date (`YYYY-MM-DD`) or a short text (an id), applied when it changes. */
  | { key: string; label: string; kind: 'date' | 'text' };

export type ListFrameProps<T> = {
  /** Names the list in the query cache (`['manage', queryKey, query]`), e.g. `venues`. */
  queryKey: string;
  /** A page of the list; `count_capped` when the API counted only so far (the audit log). */
  load(query: Record<string, string>): Promise<TPaginated<T> & { count_capped?: boolean }>;
  columns: ListColumn<T>[];
  rowKey(row: T): string | number;
  /** The table's caption (read out by screen readers; shown visually hidden). */
  caption: string;
  filters?: ListFilter[];
  /** Query parameters always sent (the venue chosen in the switcher), not shown in the address. */
  fixedQuery?: Record<string, string | undefined>;
  searchLabel?: string;
  /** What an empty list says when nothing is searched or filtered: what the list is for (Manage.list.empty by default). */
  emptyText?: string;
  /** Shown with the empty state (e.g. a "create" link). */
  emptyAction?: ReactNode;
  pageSize?: number;
};

export function ListFrame<T>({
  queryKey,
  load,
  columns,
  rowKey,
  caption,
  filters = [],
  fixedQuery = {},
  searchLabel,
  emptyText,
  emptyAction,
  pageSize = DEFAULT_PAGE_SIZE,
}: ListFrameProps<T>) {
  const t = useTranslations('Manage.list');
  const pathname = usePathname();
  const { state, update } = useListState(filters.map((filter) => filter.key));
  const fixed = Object.fromEntries(
    Object.entries(fixedQuery).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const query = { ...listQuery(state, pageSize), ...fixed };
  const list = useQuery({
    queryKey: ['manage', queryKey, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={searchLabel ?? t('search')}
          value={state.search}
          onSearch={(search) => update({ search })}
        />
        {filters.map((filter) => (
          <FilterControl
            key={filter.key}
            filter={filter}
            value={state.filters[filter.key] ?? ''}
            onChange={(value) => update({ filters: { [filter.key]: value } })}
          />
        ))}
      </div>
      {list.data ? (
        <p role="status" className="text-sm text-muted">
          {list.isFetching ? t('updating') : t(countKey(list.data), { count })}
        </p>
      ) : null}
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {!list.data && !list.isError ? <LoadingState /> : null}
      {list.data && list.data.results.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink">
          <p>
            {
              {
                nothingFound: t('nothingFound'),
                noArchived: t('noArchived'),
                empty: emptyText ?? t('empty'),
              }[emptyListKind(state)]
            }
          </p>
          {emptyListKind(state) === 'empty' ? emptyAction : null}
        </div>
      ) : null}
      {list.data && list.data.results.length > 0 ? (
        <DataTable
          caption={caption}
          // The list pages' headers are semibold, as their sort buttons.
          columns={columns.map((column) => ({
            ...column,
            headerClassName: `font-semibold ${column.headerClassName ?? ''}`,
          }))}
          rows={list.data.results}
          rowKey={rowKey}
          ordering={state.ordering}
          onSort={(ordering) => update({ ordering })}
        />
      ) : null}
      {list.data ? (
        <Pagination
          pathname={pathname}
          params={Object.fromEntries(listStateToParams(state))}
          page={state.page}
          count={count}
        />
      ) : null}
    </div>
  );
}

function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch(value: string): void;
}) {
  const t = useTranslations('Manage.list');
  const id = useId();
  const [text, setText] = useState(value);
  // The address changes (Back, a link): the box follows.
  useEffect(() => setText(value), [value]);
  // Typing searches after a pause, as the site's search box does.
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), 400);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="flex min-w-56 flex-1">
      <form onSubmit={submit} className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
          <button
            type="submit"
            className="rounded-full border border-line bg-white px-4 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('find')}
          </button>
        </div>
      </form>
    </search>
  );
}

/**
 * A box filter, ticked the moment it is clicked: the address and the list follow in a transition (replace-query.ts),
 * and a box bound to the address alone stayed as it was under the click until they did.
 */
function CheckboxFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const [checked, setChecked] = useState(value === 'true');
  useEffect(() => setChecked(value === 'true'), [value]);
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-ink">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked ? 'true' : '');
        }}
        className="size-5 accent-brand"
      />
      {label}
    </label>
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  onChange(value: string): void;
}) {
  const t = useTranslations('Manage.list');
  const id = useId();
  if (filter.kind === 'date' || filter.kind === 'text') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {filter.label}
        </label>
        <input
          id={id}
          type={filter.kind}
          defaultValue={value}
          key={value}
          maxLength={40}
          onBlur={(event) => event.target.value !== value && onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange(event.currentTarget.value);
          }}
          onChange={(event) => {
            if (filter.kind === 'date') onChange(event.target.value);
          }}
          className={`${inputClass} md:w-44`}
        />
      </div>
    );
  }
  if (filter.kind === 'checkbox')
    return <CheckboxFilter id={id} label={filter.label} value={value} onChange={onChange} />;
  if (filter.kind !== 'select') return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {filter.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // As tall as the text fields beside it (a select draws 4 px shorter), so the labels of a filter row line up.
        className={`${inputClass} min-h-[2.875rem] md:w-48`}
      >
        <option value="">{filter.allLabel ?? t('any')}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
