// How long pages may reuse an API answer about the catalogue or the site content: a minute, under tags that a
// catalogue change revalidates at once (see app/revalidate/route.ts). A page then costs the API one call per minute
// per distinct request, not one per visitor.
export const CATALOGUE_TAG = 'catalogue';
export const CONTENT_TAG = 'content';

export const catalogueCache = { revalidate: 60, tags: [CATALOGUE_TAG] };
export const contentCache = { revalidate: 300, tags: [CONTENT_TAG] };
