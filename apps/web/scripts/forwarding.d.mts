// Types of forwarding.mjs, for src/proxy.ts (the web app's TypeScript does not read JavaScript).
import type { IncomingMessage } from 'node:http';

export declare const EDGE_TOKEN_ENV: string;
export declare const EDGE_HEADER: string;
export declare function peerAddress(remoteAddress: string | undefined): string;
export declare function appendForwardedFor(prior: string | string[] | undefined, peer: string): string;
export declare function markNetworkRequest(request: IncomingMessage, edgeToken: string): void;
