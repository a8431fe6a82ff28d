// Owns where the web server finds the API: API_INTERNAL_URL, else the API's own port on this machine (API_PORT, 4000).
// Read by the pages' API client and the /api proxy of src/proxy.ts (through src/lib/env.ts) and by serve.mjs's own
// forwarder (api-forwarder.mjs). Plain JavaScript: serve.mjs runs in Node alone, before any build.

const DEFAULT_API_PORT = '4000';

/** An absolute http(s) URL from a setting, or `fallback` when unset; throws with the setting's name otherwise. */
export function parseHttpUrl(name, raw, fallback) {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  return url;
}

/** A TCP port setting (1 to 65535), or `fallback` when unset. */
export function parsePort(name, raw, fallback) {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`);
  }
  return String(port);
}

export function parseApiInternalUrl(raw, apiPort) {
  const port = parsePort('API_PORT', apiPort, DEFAULT_API_PORT);
  return parseHttpUrl('API_INTERNAL_URL', raw, `http://127.0.0.1:${port}`);
}

export function readApiInternalUrl(env) {
  return parseApiInternalUrl(env.API_INTERNAL_URL, env.API_PORT);
}
