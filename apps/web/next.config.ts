// Next.js configuration of the site. The /api and /media forwarding to the API lives in src/proxy.ts (runtime
// address) rather than in `rewrites` here, which Next would freeze at build time.
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The shared packages are TypeScript source (no build step); Next compiles them with the app.
  transpilePackages: ['@afisha/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
