// Owns the cart contracts; for now the header counter (SPEC.md 4 "Cart counter").
import { z } from 'zod';

export const ZCartSeatCount = z.object({
  count: z.number().int().min(0).describe("Seats currently held in this visitor's cart."),
});
export type TCartSeatCount = z.infer<typeof ZCartSeatCount>;
