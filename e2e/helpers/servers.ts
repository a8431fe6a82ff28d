// Where the end-to-end servers listen. Shared by playwright.config.ts (which starts them) and the specs (which
// address the extra ones by URL). Ports differ from `npm start` (3000/4000) so both can run side by side.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const apiPort = port('E2E_API_PORT', 4100);
export const webPort = port('E2E_WEB_PORT', 3100);
// A second web server on the same build whose API address refuses connections: the "API is down" state.
export const offlineWebPort = port('E2E_OFFLINE_WEB_PORT', 3199);

export const apiUrl = `http://127.0.0.1:${apiPort}`;
export const webUrl = `http://127.0.0.1:${webPort}`;
export const offlineWebUrl = `http://127.0.0.1:${offlineWebPort}`;
// Port 9 (discard) is closed on any sane machine: connections are refused at once, no timeout to wait out.
export const unreachableApiUrl = 'http://127.0.0.1:9';

/**
 * INTERNAL_API_SECRET of the run: set in the environment here, when the config loads, so the API and the web servers
 * Playwright starts (they inherit it) and the specs agree. Servers started by hand without it still work: the web
 * server's calls are then limited like a visitor's, within the run's roomy limits (scripts/start-api.mjs).
 */
process.env.INTERNAL_API_SECRET ??= 'e2e-internal-api-secret-not-for-production';
export const internalApiSecret = process.env.INTERNAL_API_SECRET;

/** REVALIDATE_SECRET of the run, set the same way: the API drops the web server's page caches with it. */
process.env.REVALIDATE_SECRET ??= 'e2e-revalidate-secret-not-for-production';
