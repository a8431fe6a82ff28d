// POST /revalidate?tag=catalogue|content|site with X-Revalidate-Secret: drops the cached API answers under that tag
// and the pages built from them at once, instead of waiting for their minute to pass (see lib/catalogue-cache.ts),
// here and, through Redis or WEB_PEERS, on every other web process of the site (scripts/revalidation-notices.mjs).
// A relayed drop (X-Revalidate-Relay) is done here only. 200 when every process was reached; 502 with the ones that
// were not otherwise (this process's cache is dropped either way: the caller may simply try again).
import { revalidateTag } from 'next/cache';
import { getRevalidateSecret } from '@/lib/env';
import { checkRevalidateRequest } from '@/lib/revalidate-request';
import {
  REVALIDATE_RELAY_HEADER,
  readRevalidationReach,
  spreadRevalidation,
  WEB_INSTANCE_ENV,
} from '../../../scripts/revalidation-notices.mjs';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const secret = getRevalidateSecret();
  const check = checkRevalidateRequest({
    secret,
    provided: request.headers.get('x-revalidate-secret'),
    tag: new URL(request.url).searchParams.get('tag'),
  });
  if (!check.ok) return new Response(null, { status: check.status });
  revalidateTag(check.tag, { expire: 0 });
  if (request.headers.has(REVALIDATE_RELAY_HEADER)) return Response.json({ revalidated: check.tag });
  const spread = await spreadRevalidation(readRevalidationReach(process.env), check.tag, {
    secret,
    origin: process.env[WEB_INSTANCE_ENV],
  });
  return Response.json(
    { revalidated: check.tag, ...spread },
    { status: spread.failed.length > 0 ? 502 : 200 },
  );
}
