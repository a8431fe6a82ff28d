import { describe, expect, it } from 'vitest';
import { type ChangeTransport, createChangeBus, type OpenTransport } from './change-bus.ts';
import type { ChangeNotice } from './change-topics.ts';
import { decodeNotice, encodeNotice } from './change-topics.ts';

const quiet = { warn: () => {} };

/** Processes joined by a wire that hands every payload to all of them (their own included, as Redis and NOTIFY do). */
function wire() {
  const ends: { receive(payload: string): void; reconnected(): void }[] = [];
  const open: OpenTransport = (events) => {
    ends.push(events);
    const transport: ChangeTransport = {
      name: 'wire',
      async send(payload) {
        for (const end of ends) end.receive(payload);
      },
      async close() {},
    };
    return transport;
  };
  const reconnectAll = () => {
    for (const end of ends) end.reconnected();
  };
  return { open, reconnectAll };
}

describe('the change bus', () => {
  it('delivers a notice once to every process subscribed to its topic, the sender at once', async () => {
    const { open } = wire();
    const a = createChangeBus({ open, log: quiet });
    const b = createChangeBus({ open, log: quiet });
    const heard: Record<string, ChangeNotice[]> = { a: [], b: [], other: [] };
    a.subscribe(['prices'], (notice) => heard.a?.push(notice));
    b.subscribe(['prices', 'plans'], (notice) => heard.b?.push(notice));
    b.subscribe(['reviews'], (notice) => heard.other?.push(notice));
    await a.publish({ topic: 'prices', id: 12 });
    expect(heard).toEqual({ a: [{ topic: 'prices', id: 12 }], b: [{ topic: 'prices', id: 12 }], other: [] });
    expect(a.transport).toBe('wire');
  });

  it('tells every subscriber that all of its topics changed when the connection comes back', async () => {
    const { open, reconnectAll } = wire();
    const bus = createChangeBus({ open, log: quiet });
    const heard: ChangeNotice[] = [];
    bus.subscribe(['catalogue', 'prices'], (notice) => heard.push(notice));
    reconnectAll();
    expect(heard).toEqual([{ topic: 'catalogue' }, { topic: 'prices' }]);
  });

  it('keeps a failed send from the writer, whose change is committed', async () => {
    const warnings: string[] = [];
    const bus = createChangeBus({
      open: () => ({
        name: 'broken',
        send: async () => {
          throw new Error('down');
        },
        close: async () => {},
      }),
      log: { warn: (_object, message) => warnings.push(message) },
    });
    const heard: ChangeNotice[] = [];
    bus.subscribe(['site'], (notice) => heard.push(notice));
    await expect(bus.publish({ topic: 'site' })).resolves.toBeUndefined();
    expect(heard).toEqual([{ topic: 'site' }]);
    expect(warnings).toEqual(['change notice not sent to the other processes']);
  });

  it('reads only notices of known topics', () => {
    expect(decodeNotice(encodeNotice('p1', { topic: 'plans', id: 3 }))).toEqual({
      origin: 'p1',
      notice: { topic: 'plans', id: 3 },
    });
    for (const bad of ['', 'null', '{"o":"p","t":"nope"}', '{"o":"p","t":"plans","i":"3"}', '[1]']) {
      expect(decodeNotice(bad), bad).toBeNull();
    }
  });
});
