import { describe, expect, it } from 'vitest';
import {
  changeListState,
  countKey,
  emptyListKind,
  type ListState,
  listQuery,
  listStateToParams,
  readListState,
  sortDirection,
  toggleOrdering,
} from './list-state';

const read = (query: string, keys: string[] = ['city', 'type', 'archived']) =>
  readListState(new URLSearchParams(query), keys);

describe('list state in the address', () => {
  it('reads search, filters, ordering and page', () => {
    expect(read('search=гроза&city=moscow&ordering=-name&page=3&other=x')).toEqual({
      search: 'гроза',
      page: 3,
      ordering: '-name',
      filters: { city: 'moscow' },
    });
  });

  it('falls back to the first page for a malformed or absurd page', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '1e9', '']) expect(read(`page=${page}`).page, page).toBe(1);
  });

  it('writes back what it read, defaults left out, filters in a stable order', () => {
    const state: ListState = {
      search: ' x ',
      page: 2,
      ordering: 'name',
      filters: { type: 'THEATER', city: 'spb' },
    };
    expect(listStateToParams(state).toString()).toBe('search=x&city=spb&type=THEATER&ordering=name&page=2');
    expect(read(listStateToParams(state).toString())).toEqual({ ...state, search: 'x' });
    expect(listStateToParams({ search: '', page: 1, ordering: null, filters: {} }).toString()).toBe('');
  });

  it('goes back to page 1 when the search, a filter or the sort changes, not when only the page does', () => {
    const state: ListState = { search: 'a', page: 4, ordering: null, filters: { city: 'spb' } };
    expect(changeListState(state, { search: 'ab' }).page).toBe(1);
    expect(changeListState(state, { filters: { city: 'moscow' } }).page).toBe(1);
    expect(changeListState(state, { ordering: 'name' }).page).toBe(1);
    expect(changeListState(state, { page: 5 }).page).toBe(5);
    expect(changeListState(state, { search: 'a' }).page).toBe(4);
  });

  it('drops a filter set to nothing', () => {
    const state: ListState = {
      search: '',
      page: 1,
      ordering: null,
      filters: { city: 'spb', type: 'THEATER' },
    };
    expect(changeListState(state, { filters: { city: '' } }).filters).toEqual({ type: 'THEATER' });
  });

  it('asks the API for the page by limit and offset, with search, ordering and filters', () => {
    const state: ListState = { search: 'x', page: 3, ordering: '-name', filters: { city: 'spb' } };
    expect(listQuery(state, 12)).toEqual({
      limit: '12',
      offset: '24',
      search: 'x',
      ordering: '-name',
      city: 'spb',
    });
  });

  it('sorts a column ascending, then descending, and says so', () => {
    expect(toggleOrdering(null, 'name')).toBe('name');
    expect(toggleOrdering('name', 'name')).toBe('-name');
    expect(toggleOrdering('-name', 'name')).toBe('name');
    expect(toggleOrdering('-updated', 'name')).toBe('name');
    expect(sortDirection('name', 'name')).toBe('ascending');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('-updated', 'name')).toBe('none');
  });
});

describe('what an empty list says', () => {
  const state = (search: string, filters: Record<string, string>): ListState => ({
    search,
    page: 1,
    ordering: null,
    filters,
  });

  it('no records yet: nothing searched, nothing filtered (a sort alone changes nothing)', () => {
    expect(emptyListKind(state('', {}))).toBe('empty');
    expect(emptyListKind({ ...state('  ', {}), ordering: '-name' })).toBe('empty');
  });

  it('only the Archived box ticked: nothing is archived, not a search that failed', () => {
    expect(emptyListKind(state('', { archived: 'true' }))).toBe('noArchived');
  });

  it('a search or any other filter: nothing found, change them', () => {
    expect(emptyListKind(state('гроза', {}))).toBe('nothingFound');
    expect(emptyListKind(state('', { city: 'moscow' }))).toBe('nothingFound');
    expect(emptyListKind(state('гроза', { archived: 'true' }))).toBe('nothingFound');
    expect(emptyListKind(state('', { archived: 'true', genre: '3' }))).toBe('nothingFound');
  });
});

describe('the count line', () => {
  it('says "more than" only when the API stopped counting', () => {
    expect(countKey({ count_capped: true })).toBe('countCapped');
    expect(countKey({ count_capped: false })).toBe('count');
    expect(countKey({})).toBe('count');
  });
});
