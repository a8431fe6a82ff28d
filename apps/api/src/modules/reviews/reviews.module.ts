// Owns the reviews' wiring: a review publishes a change notice, so every process's catalogue shows the new
// rating.
import { defineModule } from '../module.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

export const reviewsModule = defineModule({
  name: 'reviews',
  build({ db, clock, changes }) {
    const reviews = createReviewsService({ repository: createReviewsRepository(db), clock, changes });
    return { routes: (api) => api.register(reviewsRoutes, { reviews }) };
  },
});
