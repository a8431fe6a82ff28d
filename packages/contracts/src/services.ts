// Owns the contracts of extra services sold with tickets (docs/api.md: GET /services, POST /cart/add_service,
// POST /cart/rem_service): a programme booklet, the cloakroom, parking… offered for one session (or every session of
// a performance), with a price and an optional stock.
//
// Money: roubles on the wire (docs/api.md), with exact `*_kopecks` twins, as in cart.ts.
import { z } from 'zod';
import { ZPrice } from './catalogue.ts';
import { ZIdField } from './catalogue-query.ts';

/** GET /services?event=: the services offered with a session. */
export const ZServicesQuery = z.object({ event: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ZService = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    price: ZPrice.describe('Roubles per unit.'),
    price_kopecks: z.number().int(),
    available: z.number().int().nullable().describe('Units left to sell (null: no limit).'),
  })
  .meta({ id: 'Service' });
export type TService = z.infer<typeof ZService>;

export const ZServiceList = z.array(ZService).meta({ id: 'ServiceList' });

/** The most units of one service one cart may take. */
export const MAX_SERVICE_QUANTITY = 20;

/** POST /cart/add_service and /cart/rem_service: a service of a session in the cart, and how many units. */
export const ZCartServiceRequest = z
  .object({
    service: ZIdField,
    event: ZIdField.describe('The session it goes with (it must have places in the cart).'),
    quantity: z.number().int().min(1).max(MAX_SERVICE_QUANTITY).default(1),
  })
  .meta({ id: 'CartServiceRequest' });
export type TCartServiceRequest = z.input<typeof ZCartServiceRequest>;

/** A service in the cart (GET /cart/content `services`). */
export const ZCartServiceLine = z
  .object({
    service: z.number().int(),
    event: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    price: ZPrice,
    price_kopecks: z.number().int(),
    total: ZPrice,
    total_kopecks: z.number().int(),
  })
  .meta({ id: 'CartServiceLine' });
export type TCartServiceLine = z.infer<typeof ZCartServiceLine>;

/** 200 of add_service / rem_service: the cart's services now. */
export const ZCartServices = z.object({ services: z.array(ZCartServiceLine) }).meta({ id: 'CartServices' });
export type TCartServices = z.infer<typeof ZCartServices>;
