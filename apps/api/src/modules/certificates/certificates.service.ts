// Owns what a visitor does with gift certificates around the API: the designs and limits the /certificates page
// offers (GET /preorder/content), checking a purchase's design and nominal before checkout makes the order
// (POST /preorder/buy), the preview image (GET /certificate-preview), applying a certificate to the cart and
// previewing what it pays (POST /cart/check_certificate, GET /cart/content), and the mail of a paid purchase with
// the certificates' PDF. The money moves in certificates.repository.ts, inside checkout's transactions.

import type {
  TCertificatePreview,
  TCheckCertificateResponse,
  TLocale,
  TPaymentMethod,
  TPreorderContent,
} from '@afisha/contracts';
import type { MediaStore } from '@afisha/db/media/media-store';
import { FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import type { CertificateDraft } from '../checkout/checkout.service.ts';
import type { OrderMail } from '../mail/mail.service.ts';
import { ticketPrice } from '../tickets/ticket-pdf.ts';
import { certificateSvg } from './certificate-art.ts';
import { createCertificateDesigns } from './certificate-designs.ts';
import { renderCertificatesPdf } from './certificate-pdf.ts';
import { certificatePays, certificateRefusal, draftRefusal } from './certificate-rules.ts';
import type { CertificatesRepository } from './certificates.repository.ts';

/** Nominals the page suggests, roubles; any whole sum within a design's limits goes. */
const SUGGESTED_NOMINALS = [1000, 2000, 3000, 5000, 10_000];

export type CertificatesService = {
  content(locale: TLocale): Promise<TPreorderContent>;
  /** The purchase's design and nominal checked: its draft, or a field error. */
  draft(
    body: { template: number; nominal: number; count: number; recipient?: string; message?: string },
    locale: TLocale,
  ): Promise<CertificateDraft>;
  /** The SVG of a design with a nominal; null when there is no such design. */
  previewImage(templateId: number, nominalRoubles: number, locale: TLocale): Promise<string | null>;
  check(owner: CartOwner, code: string): Promise<TCheckCertificateResponse>;
  /** The certificate the cart applied and what it pays of `toPayKopecks`, or null. */
  preview(owner: CartOwner, toPayKopecks: number): Promise<TCertificatePreview | null>;
  /** The mail of a paid purchase of certificates, with their PDF; null when the order bought none. */
  mail(order: {
    id: number;
    number: string;
    email: string;
    name: string;
    locale: TLocale;
    totalKopecks: number;
  }): Promise<OrderMail | null>;
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

export function createCertificatesService(deps: {
  repository: CertificatesRepository;
  clock: Clock;
  /** Where the designs' pictures are (certificate-designs.ts); a design whose picture is missing is a plain card. */
  media: MediaStore;
  /** Finds or makes the owner's cart (the one /cart/add fills). */
  ownCart(owner: CartOwner, now: Date): Promise<number>;
  /** What the owner's cart leaves to pay before a certificate (total less the promo discount). */
  toPayBeforeCertificate(owner: CartOwner): Promise<number>;
  paymentMethods: readonly TPaymentMethod[];
}): CertificatesService {
  const { repository, clock } = deps;
  const designs = createCertificateDesigns({ media: deps.media, clock });

  function previewOf(
    certificate: { code: string; balanceKopecks: number; expiresAt: Date },
    toPayKopecks: number,
  ): TCertificatePreview {
    const applied = certificatePays(certificate.balanceKopecks, toPayKopecks);
    return {
      code: certificate.code,
      balance: roubles(certificate.balanceKopecks),
      balance_kopecks: certificate.balanceKopecks,
      applied: roubles(applied),
      applied_kopecks: applied,
      expires_at: certificate.expiresAt.toISOString(),
    };
  }

  return {
    async content(locale) {
      const templates = await repository.templates(locale);
      return {
        templates: templates.map((template) => ({
          id: template.id,
          name: template.name,
          image: template.image,
          min_nominal: roubles(template.minNominalKopecks),
          max_nominal: roubles(template.maxNominalKopecks),
          validity_days: template.validityDays,
        })),
        nominals: SUGGESTED_NOMINALS,
        max_count: 10,
        payment_methods: [...deps.paymentMethods],
      };
    },

    async draft(body, locale) {
      const nominalKopecks = body.nominal * 100;
      const template = await repository.template(body.template, locale);
      const refusal = draftRefusal(template, nominalKopecks);
      if (refusal || !template) {
        throw new FieldValidationError([
          {
            field: refusal?.field ?? 'template',
            code: refusal?.code ?? 'does_not_exist',
            ...(template
              ? {
                  params: {
                    min: roubles(template.minNominalKopecks),
                    max: roubles(template.maxNominalKopecks),
                  },
                }
              : {}),
          },
        ]);
      }
      return {
        templateId: template.id,
        nominalKopecks,
        count: body.count,
        recipient: body.recipient ? body.recipient : null,
        message: body.message ? body.message : null,
      };
    },

    async previewImage(templateId, nominalRoubles, locale) {
      const template = await repository.template(templateId, locale);
      if (!template) return null;
      return certificateSvg({
        design: await designs.pictureOf(template.image),
        nominalKopecks: nominalRoubles * 100,
        locale,
      });
    },

    async check(owner, typed) {
      const now = clock.now();
      const cartId = await deps.ownCart(owner, now);
      if (typed === '') {
        await repository.apply(cartId, null);
        return { certificate: null };
      }
      const certificate = await repository.find(typed);
      const refusal = certificateRefusal(certificate, now);
      if (refusal || !certificate) {
        throw new FieldValidationError([{ field: 'code', code: refusal ?? 'certificate_unknown' }]);
      }
      await repository.apply(cartId, certificate.id);
      return { certificate: previewOf(certificate, await deps.toPayBeforeCertificate(owner)) };
    },

    async preview(owner, toPayKopecks) {
      const cart = await repository.cartOf(owner);
      if (!cart?.certificateId) return null;
      const certificate = await repository.findById(cart.certificateId);
      if (!certificate || certificateRefusal(certificate, clock.now())) return null;
      return previewOf(certificate, toPayKopecks);
    },

    async mail(order) {
      const issued = await repository.ofOrder(order.id);
      if (issued.length === 0) return null;
      const templates = new Map((await repository.templates(order.locale)).map((t) => [t.id, t]));
      const certificates = await Promise.all(
        issued.map(async (certificate) => {
          const template =
            certificate.templateId === null ? undefined : templates.get(certificate.templateId);
          return {
            ...certificate,
            svg: certificateSvg({
              design: template ? await designs.pictureOf(template.image) : null,
              nominalKopecks: certificate.nominalKopecks,
              locale: order.locale,
              code: certificate.code,
              expiresAt: certificate.expiresAt,
              recipient: certificate.recipient,
            }),
          };
        }),
      );
      const pdf = await renderCertificatesPdf({
        orderNumber: order.number,
        locale: order.locale,
        certificates,
      });
      return {
        to: order.email,
        content: {
          kind: 'certificates',
          locale: order.locale,
          name: order.name,
          orderNumber: order.number,
          total: ticketPrice(order.totalKopecks, order.locale),
          count: issued.length,
        },
        attachments: [
          { filename: `certificates-${order.number}.pdf`, content: pdf, contentType: 'application/pdf' },
        ],
      };
    },
  };
}
