// The header of every page: logo, the site phone from the settings and the language chooser. Search, the city
// chooser, the cart counter and the profile icon join it in the shell issue; the API being down only hides the phone.
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { localeNames } from '@/i18n/locale-names';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { fetchSite } from '../api/site.api';
import { telHref } from '../phone';
import { LocaleChooser } from './locale-chooser';

export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Shell' }), fetchSite(locale)]);
  const phone = site.ok ? site.data.phone?.trim() : undefined;
  const phoneHref = phone ? telHref(phone) : undefined;

  return (
    <header className="border-b border-line bg-white">
      <Container className="flex h-16 items-center justify-between gap-3 md:h-20">
        <Link
          href="/"
          aria-label={t('homeLink')}
          className="text-2xl font-black tracking-tight text-brand md:text-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          {t('logo')}
        </Link>
        <div className="flex items-center gap-3 md:gap-6">
          {phone && phoneHref ? (
            <a
              href={phoneHref}
              aria-label={`${t('phoneLabel')}: ${phone}`}
              className="flex flex-col items-end leading-tight text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="hidden text-xs text-muted md:block">{t('phoneLabel')}</span>
              <span className="hidden text-sm font-semibold whitespace-nowrap 2xs:block md:text-base">
                {phone}
              </span>
              {/* Below 400 px the number would push the header wider than the screen: an icon dials it. */}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 2xs:hidden">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
                />
              </svg>
            </a>
          ) : null}
          <LocaleChooser
            locale={locale}
            buttonLabel={t('languageButton', { language: localeNames[locale] })}
            listLabel={t('languageList')}
          />
        </div>
      </Container>
    </header>
  );
}
