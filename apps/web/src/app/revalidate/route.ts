// POST /revalidate?tag=catalogue|content|site with X-Revalidate-Secret: drops the cached API answers under that tag
// and the pages built from them at once, instead of waiting for their minute to pass (see lib/catalogue-cache.ts).
import { revalidateTag } from 'next/cache';
import { getRevalidateSecret } from '@/lib/env';
import { checkRevalidateRequest } from '@/lib/revalidate-request';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const check = checkRevalidateRequest({
    secret: getRevalidateSecret(),
    provided: request.headers.get('x-revalidate-secret'),
    tag: new URL(request.url).searchParams.get('tag'),
  });
  if (!check.ok) return new Response(null, { status: check.status });
  revalidateTag(check.tag, { expire: 0 });
  return Response.json({ revalidated: check.tag });
}
