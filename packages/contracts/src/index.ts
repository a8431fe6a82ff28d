// Public surface of @afisha/contracts: every request and response schema shared by api and web.
export * from './account.ts';
export * from './banners.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './cities.ts';
export * from './errors.ts';
export * from './faq.ts';
export * from './field-selection.ts';
export * from './forms.ts';
export * from './health.ts';
export * from './holidays.ts';
export * from './locale.ts';
export * from './pages.ts';
export * from './pagination.ts';
export * from './reviews.ts';
export * from './site.ts';
export * from './venues.ts';
