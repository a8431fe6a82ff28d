// Public face of the demo catalogue generator: seed an empty database, and tell whether one is empty.
export { isDatabaseEmpty, type SeedOptions, type SeedSummary, seedDatabase } from './seed-database.js';
