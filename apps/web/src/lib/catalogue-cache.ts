// How long pages may reuse an API answer: a minute for the catalogue, five for editorial content and site settings,
// each under a tag, so that a change can drop them at once with revalidateTag(tag) instead of waiting. A page then
// costs the API one call per minute per distinct request, not one per visitor.
export const CATALOGUE_TAG = 'catalogue';
export const CONTENT_TAG = 'content';
export const SITE_TAG = 'site';

export const catalogueCache = { revalidate: 60, tags: [CATALOGUE_TAG] };
export const contentCache = { revalidate: 300, tags: [CONTENT_TAG] };
