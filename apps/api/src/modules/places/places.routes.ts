// Owns GET /events/{id}/places (the seat map's data in one answer, docs/api.md "Catalogue") and its two
// halves: /places/plan, the static geometry and prices, public and cacheable for a day with an ETag
// (its version; the answer varies by language), and /places/status, the live availability, small
// and never cached. Unknown, unpublished and past events are a 404.
import { planFingerprint, ZEventIdParams, ZEventPlaces, ZPlacesPlan, ZPlacesStatus } from '@afisha/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { PlacesService } from './places.service.ts';

/** A day: clients compare the status's `version` with theirs and revalidate when it changed. */
const PLAN_MAX_AGE_SECONDS = 86_400;

/** If-None-Match holds this ETag (or `*`): a list of quoted tags, weak or not. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  const tags = ['catalogue'];

  app.get(
    '/events/:id/places',
    {
      schema: {
        operationId: 'getEventPlaces',
        'x-access': 'visitor',
        tags,
        summary: "The event's hall plan with each seat's status and the zones' free places",
        description:
          'Seats are tuples [id, x, y, label, category]; `status` lists the seats that are held, sold or blocked ' +
          '(every other seat is free) and what this visitor holds. For a seat map that stays open, load ' +
          '/places/plan once and poll /places/status.',
        params: ZEventIdParams,
        response: { 200: ZEventPlaces },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return places.places(request.params.id, request.locale, await cartOwnerOf(request));
    },
  );

  app.get(
    '/events/:id/places/plan',
    {
      schema: {
        operationId: 'getEventPlan',
        'x-access': 'public',
        tags,
        summary: 'The static part of the hall plan: sections, rows, seats, prices, zones (cacheable, ETag)',
        params: ZEventIdParams,
        response: { 200: ZPlacesPlan },
      },
    },
    async (request, reply) => {
      const plan = await places.plan(request.params.id, request.locale);
      // The fingerprint alone: processes that read the same plan at other moments answer 304 for each other.
      const etag = `"${planFingerprint(plan.version)}"`;
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${PLAN_MAX_AGE_SECONDS}`)
        .header('vary', 'accept-language');
      // 304 has no body, so no schema: the typed reply only knows the 200.
      if (matchesEtag(request.headers['if-none-match'], etag))
        return (reply as FastifyReply).code(304).send();
      return plan;
    },
  );

  app.get(
    '/events/:id/places/status',
    {
      schema: {
        operationId: 'getEventPlacesStatus',
        'x-access': 'visitor',
        tags,
        summary: 'Live availability: seats held, sold, blocked; zones’ free places; this visitor’s own holds',
        params: ZEventIdParams,
        response: { 200: ZPlacesStatus },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return places.status(request.params.id, request.locale, await cartOwnerOf(request));
    },
  );
};
