// Owns what a visitor does with extra services: the list offered with a session (GET /services), adding units to
// the cart with a session whose places are in it (POST /cart/add_service: refused with a field error when the
// session has no places in the cart, or when the stock has fewer units left than the cart would hold) and taking
// them off (POST /cart/rem_service). The order's transaction sells them for real (services.repository.ts).
import {
  MAX_SERVICE_QUANTITY,
  type TCartServiceLine,
  type TCartServiceRequest,
  type TLocale,
  type TService,
} from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import type { CartServiceRow, ServicesRepository } from './services.repository.ts';

export type ServicesService = {
  offered(eventId: number, locale: TLocale): Promise<TService[]>;
  add(owner: CartOwner, request: Required<TCartServiceRequest>, locale: TLocale): Promise<TCartServiceLine[]>;
  remove(
    owner: CartOwner,
    request: Required<TCartServiceRequest>,
    locale: TLocale,
  ): Promise<TCartServiceLine[]>;
  /** The services of the owner's cart for GET /cart/content (no cart: none). */
  inCart(owner: CartOwner, locale: TLocale): Promise<TCartServiceLine[]>;
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

export const cartServiceLine = (row: CartServiceRow): TCartServiceLine => ({
  service: row.serviceId,
  event: row.eventId,
  name: row.name,
  quantity: row.quantity,
  price: roubles(row.priceKopecks),
  price_kopecks: row.priceKopecks,
  total: roubles(row.priceKopecks * row.quantity),
  total_kopecks: row.priceKopecks * row.quantity,
});

export function createServicesService(deps: {
  repository: ServicesRepository;
  ownCart(owner: CartOwner, now: Date): Promise<number>;
  /** The owner's cart if there is one (nothing made). */
  findCart(owner: CartOwner): Promise<number | null>;
  clock: Clock;
}): ServicesService {
  const { repository, clock } = deps;
  const refuse = (code: 'does_not_exist' | 'service_needs_places' | 'service_sold_out', params = {}) => {
    throw new FieldValidationError([
      { field: code === 'does_not_exist' ? 'service' : 'non_field_errors', code, params },
    ]);
  };
  const lines = async (cartId: number, locale: TLocale) =>
    (await repository.inCart(cartId, clock.now(), locale)).map(cartServiceLine);

  return {
    async offered(eventId, locale) {
      return (await repository.offered(eventId, locale)).map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        price: roubles(service.priceKopecks),
        price_kopecks: service.priceKopecks,
        available: service.available,
      }));
    },

    async add(owner, { service: serviceId, event, quantity }, locale) {
      const now = clock.now();
      const service = await repository.offeredWith(serviceId, event, locale);
      if (!service) return refuse('does_not_exist');
      const cartId = await deps.ownCart(owner, now);
      if (!(await repository.hasPlaces(cartId, event, now))) return refuse('service_needs_places');
      const wanted = Math.min(
        MAX_SERVICE_QUANTITY,
        (await repository.quantityInCart(cartId, serviceId)) + quantity,
      );
      if (service.available !== null && wanted > service.available) {
        return refuse('service_sold_out', { name: service.name, left: Math.max(0, service.available) });
      }
      await repository.add(cartId, serviceId, quantity, MAX_SERVICE_QUANTITY);
      return lines(cartId, locale);
    },

    async remove(owner, { service, quantity }, locale) {
      const cartId = await deps.ownCart(owner, clock.now());
      await repository.take(cartId, service, quantity);
      return lines(cartId, locale);
    },

    async inCart(owner, locale) {
      const cartId = await deps.findCart(owner);
      return cartId === null ? [] : lines(cartId, locale);
    },
  };
}
