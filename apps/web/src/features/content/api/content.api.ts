// Editorial content of the site: CMS pages found by path (sanitised HTML from the API) and the FAQ.
import { ZPage } from '@afisha/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { listOf } from '@/lib/api-lists';
import { contentCache } from '@/lib/catalogue-cache';
import { serverApi } from '@/lib/server-api';

export const fetchCmsPage = cache((locale: string, path: string) =>
  serverApi().get('/pages/find', ZPage, { locale, query: { path }, cache: contentCache }),
);

export const ZFaqCategory = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type TFaqCategory = z.output<typeof ZFaqCategory>;
export const ZFaqItem = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type TFaqItem = z.output<typeof ZFaqItem>;

export const fetchFaqCategories = cache((locale: string) =>
  serverApi().get('/faq/categories', listOf(ZFaqCategory), { locale, cache: contentCache }),
);

export const fetchFaqItems = cache((locale: string, category: string) =>
  serverApi().get('/faq/page', listOf(ZFaqItem), {
    locale,
    query: { category, limit: '100' },
    cache: contentCache,
  }),
);
