// The box office (issue 7, staff only): its tabs above every page, and its texts for the client components. Never
// indexed; the API decides who may see what (each page shows its 403 as such).
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { BoxOfficeFrame } from '@/features/box-office/components/box-office-frame';
import { BoxOfficeNav } from '@/features/box-office/components/box-office-nav';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

export default async function BoxOfficeLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  const locale = toAppLocale((await params).locale);
  return (
    <ScopedClientMessages locale={locale} namespaces={['BoxOffice']}>
      <BoxOfficeFrame>
        <Container className="pt-4 md:pt-6">
          <BoxOfficeNav />
        </Container>
        {children}
      </BoxOfficeFrame>
    </ScopedClientMessages>
  );
}
