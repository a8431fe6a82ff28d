// Owns the name of the header that proves a request is the web server's own server-side call (page rendering),
// which the API exempts from its per-address limits: it carries INTERNAL_API_SECRET, shared by the two servers
// only. The web app's /api proxy never lets a visitor's copy of it through (docs/operations.md).
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';
