import { describe, expect, it, vi } from 'vitest';
import { forgetRead, onReadRefresh, readOnce, refreshReads } from './use-api-read';

describe('readOnce and refreshReads', () => {
  it('asks once per key until the read is refreshed', async () => {
    const load = vi.fn(async () => 'first');
    await readOnce('test/a', load);
    await readOnce('test/a', load);
    expect(load).toHaveBeenCalledTimes(1);
    refreshReads('test/a');
    await readOnce('test/a', load);
    expect(load).toHaveBeenCalledTimes(2);
    forgetRead('test/a');
  });

  it('forgets every matching read, shown or not, and tells only the matching listeners', async () => {
    const loads = { me: vi.fn(async () => 1), unread: vi.fn(async () => 2), city: vi.fn(async () => 3) };
    await readOnce('account/me', loads.me);
    await readOnce('account/unread', loads.unread);
    await readOnce('cities/me', loads.city);
    const told: string[] = [];
    const stopMe = onReadRefresh('account/me', () => told.push('account/me'));
    const stopCity = onReadRefresh('cities/me', () => told.push('cities/me'));

    refreshReads((key) => key.startsWith('account/'));
    expect(told).toEqual(['account/me']);
    await readOnce('account/me', loads.me);
    await readOnce('account/unread', loads.unread);
    await readOnce('cities/me', loads.city);
    expect(loads.me).toHaveBeenCalledTimes(2);
    expect(loads.unread).toHaveBeenCalledTimes(2);
    expect(loads.city).toHaveBeenCalledTimes(1);

    stopMe();
    refreshReads('account/me');
    expect(told).toEqual(['account/me']);
    stopCity();
    for (const key of ['account/me', 'account/unread', 'cities/me']) forgetRead(key);
  });
});
