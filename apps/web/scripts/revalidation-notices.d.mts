// Types of revalidation-notices.mjs, for src/app/revalidate/route.ts (the web app's TypeScript does not read JavaScript).
export type RevalidationReach =
  | { kind: 'local' }
  | { kind: 'redis'; url: string; channel: string }
  | { kind: 'peers'; peers: URL[] };

export declare const CACHE_TAGS: readonly string[];
export declare const REVALIDATE_RELAY_HEADER: string;
export declare const DEFAULT_REVALIDATE_CHANNEL: string;
export declare const WEB_INSTANCE_ENV: string;
export declare function readRevalidationReach(env: Record<string, string | undefined>): RevalidationReach;
export declare function describeRevalidationReach(reach: RevalidationReach): string;
export declare function revalidateUrl(base: URL, tag: string): URL;
export declare function encodeNotice(tag: string, origin: string | undefined | null): string;
export declare function decodeNotice(message: string): { tag: string; origin: string | null } | null;
export declare function spreadRevalidation(
  reach: RevalidationReach,
  tag: string,
  options?: { secret?: string; origin?: string; fetchImpl?: typeof fetch },
): Promise<{ reached: number; failed: string[] }>;
export declare function subscribeToRevalidations(options: {
  url: string;
  channel: string;
  instance: string | undefined;
  onTag: (tag: string) => void;
}): Promise<{ close(): Promise<void> }>;
