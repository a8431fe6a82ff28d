// Owns the request's language: `request.locale` from Accept-Language and `request.t` for the
// API's own messages. Answers say which language they are in and that they vary by it.
import type { TLocale } from '@afisha/contracts';
import { DEFAULT_LOCALE, LOCALES } from '@afisha/contracts';
import fp from 'fastify-plugin';
import { negotiateLocale } from '../i18n/negotiate-locale.ts';
import { createTranslator, type Translate } from '../i18n/translate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
    readonly t: Translate;
  }
}

const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createTranslator(locale)])) as Record<
  TLocale,
  Translate
>;

export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', {
      getter() {
        return translators[this.locale];
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      request.locale = negotiateLocale(request.headers['accept-language']);
      reply.header('content-language', request.locale);
      reply.header('vary', 'Accept-Language');
      done();
    });
  },
  { name: 'i18n' },
);
