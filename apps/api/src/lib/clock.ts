// Owns the notion of "now" for the API: services take a Clock so that expiry is testable
// without sleeping (ARCHITECTURE.md convention 6).
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
