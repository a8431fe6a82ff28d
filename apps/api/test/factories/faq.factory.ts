// Builds FAQ categories and questions for tests.
import { type Db, faqCategories, faqItems, type Localized } from '@afisha/db';
import { firstRow } from './first-row.ts';
import { nextSequence } from './sequence.ts';

export async function createFaqCategory(
  db: Db,
  values: { siteId: number } & Partial<{ slug: string; title: Localized; position: number }>,
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(faqCategories)
      .values({
        siteId: values.siteId,
        slug: values.slug ?? `category-${n}`,
        title: values.title ?? { ru: `Раздел ${n}` },
        position: values.position ?? 0,
      })
      .returning(),
  );
}

export async function createFaqItem(
  db: Db,
  values: { categoryId: number } & Partial<{
    question: Localized;
    answer: Localized;
    position: number;
    isPublished: boolean;
  }>,
) {
  const n = nextSequence();
  return firstRow(
    await db
      .insert(faqItems)
      .values({
        categoryId: values.categoryId,
        question: values.question ?? { ru: `Вопрос ${n}?` },
        answer: values.answer ?? { ru: `<p>Ответ ${n}.</p>` },
        position: values.position ?? 0,
        isPublished: values.isPublished ?? true,
      })
      .returning(),
  );
}
