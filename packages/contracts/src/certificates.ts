// Owns the gift certificate contracts (docs/api.md "Cart, checkout, tickets"): the designs and limits for the
// /certificates page (GET /preorder/content), buying certificates (POST /preorder/buy, paid like a cart through the
// payment provider), the preview image (GET /certificate-preview) and spending a certificate at checkout
// (POST /cart/check_certificate, then `certificate` of POST /cart/buy).
//
// Money: roubles on the wire (docs/api.md), with exact `*_kopecks` twins, as in cart.ts. A nominal is whole roubles.
import { z } from 'zod';
import { ZPersonName, ZPhone } from './account.ts';
import { ZPrice } from './catalogue.ts';
import { ID_MAX, ZIdField } from './catalogue-query.ts';
import { ZPaymentMethod } from './checkout.ts';
import { ZEmailField } from './forms.ts';
import { ZLocale } from './locale.ts';

/** Most certificates one purchase makes. */
export const CERTIFICATE_MAX_COUNT = 10;
/** Longest greeting printed on a certificate. */
export const CERTIFICATE_MESSAGE_MAX_LENGTH = 200;

export const ZCertificateTemplate = z
  .object({
    id: z.number().int(),
    name: z.string().describe("The design's name in the request's language."),
    image: z.string().describe('The design without its text (a media URL).'),
    min_nominal: ZPrice.describe('Smallest nominal, roubles.'),
    max_nominal: ZPrice.describe('Largest nominal, roubles.'),
    validity_days: z.number().int().describe('A certificate can be spent this many days after its purchase.'),
  })
  .meta({ id: 'CertificateTemplate' });
export type TCertificateTemplate = z.infer<typeof ZCertificateTemplate>;

/** 200 of GET /preorder/content: what the /certificates page offers. */
export const ZPreorderContent = z
  .object({
    templates: z.array(ZCertificateTemplate),
    nominals: z
      .array(ZPrice)
      .describe('Suggested nominals, roubles (any whole sum within a design’s limits goes).'),
    max_count: z.number().int().describe('Most certificates in one purchase.'),
    payment_methods: z.array(ZPaymentMethod),
  })
  .meta({ id: 'PreorderContent' });
export type TPreorderContent = z.infer<typeof ZPreorderContent>;

const ZNominal = z.coerce.number().int().positive().max(10_000_000);

/** POST /preorder/buy: the certificate draft (SPEC.md: template, nominal, count) and the buyer. */
export const ZPreorderBuyRequest = z
  .object({
    template: ZIdField,
    nominal: z
      .number()
      .int()
      .positive()
      .max(10_000_000)
      .describe('Roubles, whole, within the design’s limits.'),
    count: z.number().int().min(1).max(CERTIFICATE_MAX_COUNT),
    email: ZEmailField.describe('Where the certificates are sent.'),
    phone: ZPhone.refine((phone) => phone !== null, { params: { message: 'field.required' } }),
    name: ZPersonName.min(1).describe("Buyer's name."),
    recipient: ZPersonName.optional().describe('Printed on the certificate: whom it is for.'),
    message: z
      .string()
      .trim()
      .max(CERTIFICATE_MESSAGE_MAX_LENGTH)
      .optional()
      .describe('A greeting printed on it.'),
    payment_method: ZPaymentMethod,
  })
  .meta({ id: 'PreorderBuyRequest' });
export type TPreorderBuyRequest = z.input<typeof ZPreorderBuyRequest>;
export type TPreorderBuyParsed = z.output<typeof ZPreorderBuyRequest>;

/** GET /certificate-preview: the design and the nominal to draw. */
export const ZCertificatePreviewQuery = z.object({
  template: z.coerce.number().int().min(1).max(ID_MAX),
  nominal: ZNominal.describe('Roubles.'),
  lang: ZLocale.optional().describe(
    'The language of its texts (an <img> sends the browser’s, not the site’s).',
  ),
});

/** POST /cart/check_certificate: a code to spend on this cart; an empty one takes it off. */
export const ZCheckCertificateRequest = z
  .object({ code: z.string().trim().max(50) })
  .meta({ id: 'CheckCertificateRequest' });

/** A certificate applied to the cart: what it has and what it pays of the cart now. */
export const ZCertificatePreview = z
  .object({
    code: z.string(),
    balance: ZPrice.describe('Roubles on the certificate now.'),
    balance_kopecks: z.number().int(),
    applied: ZPrice.describe('Roubles it pays of this cart (after the promo code).'),
    applied_kopecks: z.number().int(),
    expires_at: z.string().describe('ISO 8601: spendable until then.'),
  })
  .meta({ id: 'CertificatePreview' });
export type TCertificatePreview = z.infer<typeof ZCertificatePreview>;

export const ZCheckCertificateResponse = z
  .object({ certificate: ZCertificatePreview.nullable() })
  .meta({ id: 'CheckCertificateResponse' });
export type TCheckCertificateResponse = z.infer<typeof ZCheckCertificateResponse>;
