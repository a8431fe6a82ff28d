// Types of api-address.mjs, for src/lib/env.ts (the web app's TypeScript does not read JavaScript).
export declare function parseHttpUrl(name: string, raw: string | undefined, fallback: string): URL;
export declare function parsePort(name: string, raw: string | undefined, fallback: string): string;
export declare function parseApiInternalUrl(raw: string | undefined, apiPort?: string): URL;
export declare function readApiInternalUrl(env: Record<string, string | undefined>): URL;
