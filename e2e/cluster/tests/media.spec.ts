// Issue 19, item 5: posters load from both API processes. Each process plays a machine of its own with a media folder
// of its own, and the seed ran once, on the first (harness/cluster.ts): with posters on local disk the second machine
// answered 404; with the shared object store (s3rver standing in for S3) both processes serve every poster, directly
// and through the balancer.
import { expect, test } from '@playwright/test';
import { json, visitorAt } from '../harness/client';
import { query } from '../harness/database';
import { apiUrls, balancerUrl } from '../harness/topology';

test('[CLUSTER]: posters load from both API processes', async () => {
  const [[slug] = []] = await query(
    'SELECT slug FROM performances WHERE poster IS NOT NULL AND is_published ORDER BY id LIMIT 1',
  );
  if (!slug) throw new Error('no performance with a poster');
  const visitor = visitorAt('127.0.0.51');
  for (const origin of [...apiUrls, balancerUrl, balancerUrl]) {
    const performance = await visitor.get(origin, `/performance/${slug}`);
    expect(performance.status, performance.body).toBe(200);
    const poster = json<{ images: { poster: string | null } }>(performance).images.poster;
    expect(poster, origin).toBeTruthy();
    // A path (/media/…) is served by the process that answered; a full URL (the object store, a CDN) by itself.
    const image = await visitor.send(origin, 'GET', poster as string);
    expect(image.status, `${poster} through ${origin}`).toBe(200);
    expect(String(image.headers['content-type']), `${poster} through ${origin}`).toMatch(/^image\//);
  }
});
