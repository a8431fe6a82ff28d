// Public surface of @afisha/contracts: every request and response schema shared by api and web.
export * from './account.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './cities.ts';
export * from './errors.ts';
export * from './field-selection.ts';
export * from './health.ts';
export * from './locale.ts';
export * from './pagination.ts';
export * from './shell-forms.ts';
export * from './site.ts';
