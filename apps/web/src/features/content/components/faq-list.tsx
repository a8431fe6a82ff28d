// The FAQ: a section per category, each question a native disclosure (<details>): opened with Enter or Space,
// announced as expandable, and found by the browser's in-page search even while closed.
import { Section } from '@/components/ui/section';
import type { TFaqCategory, TFaqItem } from '../api/content.api';
import { CmsHtml } from './cms-html';

type FaqListProps = { groups: readonly { category: TFaqCategory; items: readonly TFaqItem[] }[] };

export function FaqList({ groups }: FaqListProps) {
  return (
    <div className="flex flex-col gap-10">
      {groups.map(({ category, items }) => (
        <Section key={category.id} id={`faq-${category.slug}`} title={category.title}>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
            {items.map((item) => (
              <li key={item.id}>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-4 font-semibold text-ink hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <CmsHtml html={item.answer} className="px-4 pb-4" />
                </details>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
