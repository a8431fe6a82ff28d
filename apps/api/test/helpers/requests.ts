// Helpers for reading endpoints in tests: a GET in a language (Russian unless told), answered as
// status, parsed body and headers.
import type { App } from '../../src/app.ts';

export type JsonAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the parsed JSON of many shapes
  body: any;
  headers: Record<string, unknown>;
};

export async function getJson(
  app: App,
  url: string,
  options: { locale?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const response = await app.inject({
    url,
    headers: { 'accept-language': options.locale ?? 'ru', ...(options.headers ?? {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
