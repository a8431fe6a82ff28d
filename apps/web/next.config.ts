// Next.js configuration of the site. The /api and /media forwarding to the API lives in src/proxy.ts (runtime
// address) rather than in `rewrites` here, which Next would freeze at build time.
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { requestLogging } from './src/lib/request-logging';
import { FIXED_SECURITY_HEADERS } from './src/lib/security-headers';

// Messages are compiled at build time (next-intl's precompile): the browser formats them with a small runtime
// instead of parsing ICU syntax with intl-messageformat on every page (docs/performance.md, "Web vitals").
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // WEB_BUILD_TYPECHECK=off: the build leaves the type check to its caller, which runs the same `tsc --noEmit` of
  // this workspace itself (.ci/run runs `npm run typecheck` beside the build: about a minute of the build saved).
  typescript: { ignoreBuildErrors: process.env.WEB_BUILD_TYPECHECK === 'off' },
  // The shared packages are TypeScript source (no build step); Next compiles them with the app.
  transpilePackages: ['@afisha/contracts'],
  // The Redis client of the cache-drop notices (scripts/revalidation-notices.mjs) is loaded from node_modules, as
  // serve.mjs loads it, not bundled into the /revalidate route.
  serverExternalPackages: ['ioredis'],
  poweredByHeader: false,
  // Requests whose address carries a secret (a ticket key, a mail token) are left out of the request log.
  logging: requestLogging,
  // Next hashes every page body in JavaScript, per response, to make an ETag: a fifth of the CPU a cached page
  // costs (measured with bench:pages and a CPU profile, docs/performance.md). Pages change at most once a minute
  // (`revalidate = 60`) and say so in Cache-Control, so a 304 saves little; static files keep their own caching.
  generateEtags: false,
  reactStrictMode: true,
  // SPEC.md section 9: widths 640-3840 for full-width images and 16-384 for smaller ones, quality 75. Posters and
  // logos are the API's files under /media/ (proxied same-origin by src/proxy.ts); SVG ones are served as they are.
  // Rendered pages and API answers stay in each server's memory only. On disk, two servers started from the same
  // build (the end-to-end run starts one with the API and one without) would serve each other's pages.
  //
  // Turbopack keeps a cache of the build in .next for the next build (Next 16.4's default), which makes a rebuild
  // after a small change quicker but costs about a minute to write. WEB_BUILD_CACHE=off: a build in a fresh clone
  // that is never built again (.ci/run) skips it.
  experimental: {
    isrFlushToDisk: false,
    turbopackFileSystemCacheForBuild: process.env.WEB_BUILD_CACHE !== 'off',
  },
  // Every answer: the fixed security headers (the CSP and HSTS depend on runtime settings: src/proxy.ts). The guest
  // ticket page carries the tickets' key in its address: no referrer leaves it, no search engine keeps it (a later
  // rule's header replaces an earlier one's).
  async headers() {
    const headers = [
      { key: 'Referrer-Policy', value: 'no-referrer' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ];
    return [
      { source: '/:path*', headers: FIXED_SECURITY_HEADERS },
      { source: '/tickets/:number', headers },
      { source: '/:locale(en|fr|de)/tickets/:number', headers },
      // The back office: never indexed, whatever a page's own metadata says.
      { source: '/manage/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      {
        source: '/:locale(en|fr|de)/manage/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
    ];
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    localPatterns: [{ pathname: '/media/**' }],
  },
};

export default withNextIntl(nextConfig);
