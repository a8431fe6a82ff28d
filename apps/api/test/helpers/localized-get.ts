// A GET of the API in one language, as the web client sends it (path under /api/v1).
import type { App } from '../../src/app.ts';

export function localizedGet(app: () => App) {
  return (url: string, locale = 'ru') =>
    app().inject({ url: `/api/v1${url}`, headers: { 'accept-language': locale } });
}
