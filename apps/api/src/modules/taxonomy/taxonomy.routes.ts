// Owns /genres and /tags: the reference lists behind the catalogue filters.
import { ZReferenceList } from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TaxonomyKind } from './taxonomy.repository.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (
  app,
  { taxonomy },
) => {
  const summaries: Record<TaxonomyKind, string> = {
    genres: 'Genres in display order',
    tags: 'Tags in display order',
  };
  const operationIds: Record<TaxonomyKind, string> = { genres: 'listGenres', tags: 'listTags' };
  for (const kind of ['genres', 'tags'] as const) {
    app.get(
      `/${kind}`,
      {
        schema: {
          operationId: operationIds[kind],
          'x-access': 'public',
          tags: ['catalogue'],
          summary: summaries[kind],
          response: { 200: ZReferenceList },
        },
      },
      async (request) => taxonomy.list(kind, request.locale),
    );
  }
};
