// Builds CMS pages for tests. A preview token is given in plain text and stored as its SHA-256,
// as editors' tooling stores it.
import { createHash } from 'node:crypto';
import { type Db, type Localized, pages } from '@afisha/db';
import { firstRow } from './first-row.ts';
import { nextSequence } from './sequence.ts';

export async function createPage(
  db: Db,
  values: { siteId: number } & Partial<{
    path: string;
    title: Localized;
    body: Localized;
    draftTitle: Localized | null;
    draftBody: Localized | null;
    isPublished: boolean;
    previewToken: string | null;
  }>,
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(pages)
      .values({
        siteId: values.siteId,
        path: values.path ?? `/page-${n}`,
        title: values.title ?? { ru: `Страница ${n}` },
        body: values.body ?? { ru: `<p>Текст ${n}</p>` },
        draftTitle: values.draftTitle ?? null,
        draftBody: values.draftBody ?? null,
        isPublished: values.isPublished ?? true,
        previewTokenHash: values.previewToken
          ? createHash('sha256').update(values.previewToken).digest('hex')
          : null,
      })
      .returning(),
  );
}
