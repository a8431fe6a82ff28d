// Types of keep-alive.mjs, for the TypeScript that imports it (its test).
import type { Server } from 'node:http';
export declare const WEB_KEEP_ALIVE_TIMEOUT_MS: number;
export declare function keepConnectionsAlive<T extends Server>(server: T): T;
