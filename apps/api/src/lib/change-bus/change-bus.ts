// Owns delivering change notices to the per-process caches of every API process (issue 19): a writer publishes
// after its commit; the notice reaches this process's subscribers at once and the other processes' through a
// transport (PostgreSQL LISTEN/NOTIFY or Redis pub/sub, change-bus-transports.ts; none in the embedded single
// process). When the transport's connection comes back after a loss, notices may have been missed: every subscriber
// is told that everything of its topics changed. A failed send is logged, never thrown at the writer, whose change
// is committed: the caches' own short lifetimes (CATALOGUE_CACHE_SECONDS) remain the bound then.
import { randomUUID } from 'node:crypto';
import { type ChangeNotice, type ChangeTopic, decodeNotice, encodeNotice } from './change-topics.ts';

export type ChangeHandler = (notice: ChangeNotice) => void;

/** What a cache needs: to hear of changes. */
export type ChangeSubscriber = {
  /** Calls `handler` for each notice of `topics`; answers the unsubscribe. */
  subscribe(topics: readonly ChangeTopic[], handler: ChangeHandler): () => void;
};

/** What a writer needs: to tell of its changes. */
export type ChangePublisher = {
  /** Tells every process (this one at once) that something changed; call after the change is committed. */
  publish(notice: ChangeNotice): Promise<void>;
};

export type ChangeBus = ChangeSubscriber &
  ChangePublisher & {
    /** How notices travel: 'postgres', 'redis' or 'in-process'. */
    readonly transport: string;
    close(): Promise<void>;
  };

/** Carries encoded notices between processes. */
export type ChangeTransport = {
  readonly name: string;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
};

/** Opens a transport that calls `receive` with each payload and `reconnected` when its connection is back. */
export type OpenTransport = (events: {
  receive(payload: string): void;
  reconnected(): void;
}) => ChangeTransport;

type Log = { warn(object: object, message: string): void };

export function createChangeBus(options: { open?: OpenTransport; log: Log }): ChangeBus {
  const origin = randomUUID();
  const subscribers = new Set<{ topics: ReadonlySet<ChangeTopic>; handler: ChangeHandler }>();

  function deliver(notice: ChangeNotice) {
    for (const subscriber of subscribers) {
      if (!subscriber.topics.has(notice.topic)) continue;
      try {
        subscriber.handler(notice);
      } catch (error) {
        options.log.warn({ err: error, notice }, 'change notice handler failed');
      }
    }
  }

  const transport = options.open?.({
    receive(payload) {
      const decoded = decodeNotice(payload);
      if (decoded && decoded.origin !== origin) deliver(decoded.notice);
    },
    reconnected() {
      for (const subscriber of subscribers) {
        for (const topic of subscriber.topics) subscriber.handler({ topic });
      }
    },
  });

  return {
    transport: transport?.name ?? 'in-process',
    subscribe(topics, handler) {
      const subscriber = { topics: new Set(topics), handler };
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async publish(notice) {
      deliver(notice);
      if (!transport) return;
      try {
        await transport.send(encodeNotice(origin, notice));
      } catch (error) {
        options.log.warn({ err: error, notice }, 'change notice not sent to the other processes');
      }
    },
    async close() {
      subscribers.clear();
      await transport?.close();
    },
  };
}
