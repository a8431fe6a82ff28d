// The 404 for requests that never reach a locale, such as `/missing.png` (the [locale] layout rejects "missing.png"
// as a locale). It renders its own document, in the default locale, since no locale layout wraps it.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { routing } from '@/i18n/routing';
import './globals.css';

const locale = routing.defaultLocale;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle') };
}

export default async function RootNotFound() {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale}>
      <body>
        <Container>
          <Notice
            eyebrow={t('code')}
            title={t('title')}
            text={t('text')}
            action={
              <a href="/" className={primaryActionClass}>
                {t('home')}
              </a>
            }
          />
        </Container>
      </body>
    </html>
  );
}
