// The whole data model, one module per area; drizzle-kit and the client read it from here.
export * from './accounts.js';
export * from './audit.js';
export * from './cart.js';
export * from './catalogue.js';
export * from './certificates.js';
export * from './content.js';
export * from './engagement.js';
export * from './enums.js';
export * from './events.js';
export * from './geo.js';
export * from './orders.js';
export * from './plans.js';
export * from './promo.js';
export * from './reference.js';
export * from './services.js';
export * from './site.js';
export * from './venues.js';
