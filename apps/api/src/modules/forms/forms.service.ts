// Owns the rules of the visitor forms beyond their schemas: a newsletter city must be an active
// city (else a field error on `city`), subscribing twice is not an error, and every submission
// remembers its language and, when signed in, its account.
import type {
  TCallbackReceipt,
  TCallbackRequest,
  TLocale,
  TNewsletterRequest,
  TNewsletterSubscription,
  TSiteFeedbackReceipt,
  TSiteFeedbackRequest,
} from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { CitiesRepository } from '../cities/cities.repository.ts';
import type { FormsRepository } from './forms.repository.ts';

/** Who sends the form: the visitor's language and account (null when anonymous). */
export type Sender = { userId: number | null; locale: TLocale };

export type FormsService = {
  subscribe(request: TNewsletterRequest, sender: Sender): Promise<TNewsletterSubscription>;
  requestCallback(request: TCallbackRequest, sender: Sender): Promise<TCallbackReceipt>;
  leaveFeedback(request: TSiteFeedbackRequest, sender: Sender): Promise<TSiteFeedbackReceipt>;
};

const CALLBACK_TYPE = { callback: 'CALLBACK', question: 'QUESTION' } as const;

export function createFormsService(deps: {
  repository: FormsRepository;
  cities: CitiesRepository;
}): FormsService {
  const { repository, cities } = deps;
  return {
    async subscribe(request, sender) {
      const city = await cities.findActiveBySlug(request.city, sender.locale);
      if (!city) {
        throw new FieldValidationError([
          {
            field: 'city',
            code: 'does_not_exist',
            message: 'city.does_not_exist',
            params: { slug: request.city },
          },
        ]);
      }
      await repository.subscribe({ ...sender, email: request.email, name: request.name, cityId: city.id });
      return { email: request.email, name: request.name, city: city.slug };
    },
    async requestCallback(request, sender) {
      await repository.addCallbackRequest({ ...sender, ...request, type: CALLBACK_TYPE[request.type] });
      return request;
    },
    async leaveFeedback(request, sender) {
      await repository.addSiteFeedback({ ...sender, ...request });
      return request;
    },
  };
}
