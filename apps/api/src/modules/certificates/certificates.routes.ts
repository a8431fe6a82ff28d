// Owns the gift certificate routes (docs/api.md "Cart, checkout, tickets"): GET /preorder/content (the designs and
// limits), POST /preorder/buy (an order of certificates and where to pay it), GET /certificate-preview (the design
// with the nominal, as SVG) and POST /cart/check_certificate (apply a certificate to the cart; rate-limited with the
// strict preset, against guessing codes).
import {
  ZCartBuyResponse,
  ZCertificatePreviewQuery,
  ZCheckCertificateRequest,
  ZCheckCertificateResponse,
  ZErrorDetail,
  ZPreorderBuyRequest,
  ZPreorderContent,
  ZValidationErrors,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requestSiteOrigin } from '../../lib/site-origins.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CertificatesService } from './certificates.service.ts';

export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificatesService;
  checkout: CheckoutService;
  /** The addresses the site answers at: the payment returns the buyer to the one the order came from. */
  siteOrigins: readonly string[];
}> = async (app, { certificates, checkout, siteOrigins }) => {
  const tags = ['certificates'];

  app.get(
    '/preorder/content',
    {
      schema: {
        operationId: 'listCertificateDesigns',
        'x-access': 'public',
        tags,
        summary: 'The gift certificate designs, their nominal limits and the suggested nominals',
        response: { 200: ZPreorderContent },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return certificates.content(request.locale);
    },
  );

  app.post(
    '/preorder/buy',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'buyCertificates',
        'x-access': 'visitor',
        tags,
        summary:
          'Buy gift certificates: an order of `count` certificates of one design and nominal; answers where to pay',
        description:
          'Each certificate gets its own code and is mailed as a PDF once the order is paid; it can be spent for a ' +
          "year (the design's validity) from then. 400 with a `template` or `nominal` field error " +
          '(`certificate_nominal_range`) when the design or the nominal does not go.',
        body: ZPreorderBuyRequest,
        response: { 200: ZCartBuyResponse, 400: ZValidationErrors, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const body = request.body;
      const draft = await certificates.draft(body, request.locale);
      return checkout.preorder(
        await cartOwnerOf(request, { store: true }),
        draft,
        { email: body.email, phone: body.phone ?? '', name: body.name, method: body.payment_method },
        request.locale,
        requestSiteOrigin(request.headers, siteOrigins),
      );
    },
  );

  app.get(
    '/certificate-preview',
    {
      schema: {
        operationId: 'previewCertificate',
        'x-access': 'public',
        tags,
        summary: 'The certificate as it will look: the design with the nominal written on it (SVG)',
        querystring: ZCertificatePreviewQuery,
        // An SVG image, documented as such (openapi-document.ts): its errors stay JSON.
        produces: ['image/svg+xml'],
        response: { 404: ZErrorDetail },
      },
    },
    async (request, reply) => {
      const { template, nominal, lang } = request.query;
      const svg = await certificates.previewImage(template, nominal, lang ?? request.locale);
      if (!svg) throw new AppError('not_found', 404);
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
          .header('vary', 'accept-language')
          // The file itself: the route declares no JSON schema for it (`produces`), so the reply's type has none.
          .send(svg as never)
      );
    },
  );

  app.post(
    '/cart/check_certificate',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        operationId: 'applyCertificate',
        'x-access': 'visitor',
        tags: ['cart'],
        summary: 'Apply a gift certificate to the cart and preview what it pays (an empty code takes it off)',
        description:
          'The certificate pays what it can of the cart after the promo code; the order takes the money for real. ' +
          '400 with a `code` field error: certificate_unknown, certificate_not_active, certificate_expired, ' +
          'certificate_empty. 429 when too many codes are tried.',
        body: ZCheckCertificateRequest,
        response: { 200: ZCheckCertificateResponse, 400: ZValidationErrors, 429: ZErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return certificates.check(await cartOwnerOf(request, { store: true }), request.body.code);
    },
  );
};
