// Gift certificates for tests: a design of 500 to 50,000 ₽ valid a year, and a paid certificate of 3,000 ₽ on it
// (its balance given by the issuing credit of the ledger, as a sale does), unless told otherwise.
import { certificateTemplates, certificateTransactions, type Database, giftCertificates } from '@afisha/db';
import { nextSequence } from './sequence.ts';

type TemplateSpec = Partial<typeof certificateTemplates.$inferInsert>;
type CertificateSpec = Partial<typeof giftCertificates.$inferInsert>;

export async function createCertificateTemplate(db: Database['db'], spec: TemplateSpec = {}) {
  const [row] = await db
    .insert(certificateTemplates)
    .values({
      name: { ru: 'Классический', en: 'Classic', fr: 'Classique', de: 'Klassisch' },
      image: '/media/certificates/classic.svg',
      minNominalKopecks: 50_000,
      maxNominalKopecks: 5_000_000,
      ...spec,
    })
    .returning();
  if (!row) throw new Error('certificate template insert returned nothing');
  return row;
}

export async function createCertificate(
  db: Database['db'],
  spec: CertificateSpec & { balanceKopecks?: number } = {},
) {
  const { balanceKopecks, ...rest } = spec;
  const nominal = rest.nominalKopecks ?? 300_000;
  const [row] = await db
    .insert(giftCertificates)
    .values({
      code: `GIFT-${nextSequence()}-TEST`,
      nominalKopecks: nominal,
      activatedAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2100-01-01T00:00:00Z'),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('certificate insert returned nothing');
  const balance = balanceKopecks ?? nominal;
  if (balance > 0) {
    await db
      .insert(certificateTransactions)
      .values({ certificateId: row.id, amountKopecks: balance, reason: 'issue' });
  }
  return row;
}
