// Types of api-forwarder.mjs, for src/proxy.ts and the tests (the web app's TypeScript does not read JavaScript).
import type {
  Agent,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';

export declare const API_PROXY_PREFIXES: readonly string[];
export declare const WEB_IDLE_SOCKET_MS: number;
export declare const INTERNAL_SECRET_HEADER: string;
export declare function isApiProxyPath(pathname: string): boolean;
export declare function apiProxyTarget(apiBase: URL, pathname: string, search: string): URL;
export declare function createApiAgent(apiBase: URL, idleMs?: number): Agent;
export declare function forwardedHeaders(incoming: IncomingHttpHeaders, target: URL): OutgoingHttpHeaders;
export declare function forwardToApi(
  request: IncomingMessage,
  response: ServerResponse,
  options: { target: URL; agent: Agent },
): void;
export declare const API_LARGEST_BODY_BYTES: number;
export declare const BODY_TOO_LARGE_MESSAGES: Readonly<Record<'ru' | 'en' | 'fr' | 'de', string>>;
export declare function answerLanguage(header: string | string[] | undefined): 'ru' | 'en' | 'fr' | 'de';
export declare function answerBodyTooLarge(request: IncomingMessage, response: ServerResponse): void;
