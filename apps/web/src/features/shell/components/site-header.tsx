// The header of every page (SPEC.md section 1): logo, search box, phone, city chooser, language chooser, cart with
// its counter and the profile icon on one row, the header menu from site settings under it. The search box and the
// city chooser belong to other features and are passed in by the layout. Its background follows the page
// customization ([data-site-header], see page-customization.tsx); the API being down only hides the phone and menu.
import type { TSiteSettings } from '@afisha/contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { iconButtonBaseClass, PhoneIcon } from '@/components/ui/icons';
import { localeNames } from '@/i18n/locale-names';
import type { AppLocale } from '@/i18n/routing';
import { telHref } from '../phone';
import { CartButton } from './cart-button';
import { HeaderMenu } from './header-menu';
import { HomeLink } from './home-link';
import { LocaleChooser } from './locale-chooser';
import { ProfileLink } from './profile-link';

type SiteHeaderProps = {
  locale: AppLocale;
  site: TSiteSettings | undefined;
  searchBox: ReactNode;
  cityChooser: ReactNode;
};

export async function SiteHeader({ locale, site, searchBox, cityChooser }: SiteHeaderProps) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const phone = site?.phone?.trim();
  const phoneHref = phone ? telHref(phone) : undefined;

  return (
    <header data-site-header="" className="border-b border-line bg-white">
      <Container className="relative flex h-16 items-center gap-0.5 2xs:gap-1 md:h-20 md:gap-3">
        <HomeLink
          aria-label={t('homeLink')}
          className="mr-auto text-xl font-black 2xs:text-2xl tracking-tight text-brand focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand md:mr-2 md:text-3xl"
        >
          {t('logo')}
        </HomeLink>
        {searchBox}
        {phone && phoneHref ? (
          <a
            href={phoneHref}
            aria-label={`${t('phoneLabel')}: ${phone}`}
            className={`${iconButtonBaseClass} hidden md:inline-flex lg-wide:size-auto lg-wide:flex-col lg-wide:items-end lg-wide:rounded-none lg-wide:leading-tight lg-wide:hover:bg-transparent lg-wide:hover:text-brand`}
          >
            {/* Phones and tablets get an icon (the footer shows the number); wide screens the number itself. */}
            <PhoneIcon className="size-6 lg-wide:hidden" />
            <span className="hidden text-xs text-muted lg-wide:block">{t('phoneLabel')}</span>
            <span className="hidden text-sm font-semibold whitespace-nowrap lg-wide:block">{phone}</span>
          </a>
        ) : null}
        {cityChooser}
        <LocaleChooser
          locale={locale}
          buttonLabel={t('languageButton', { language: localeNames[locale] })}
          listLabel={t('languageList')}
        />
        <CartButton />
        <ProfileLink />
      </Container>
      {site && site.menu_header.length > 0 ? (
        <Container className="pb-2">
          <HeaderMenu items={site.menu_header} />
        </Container>
      ) : null}
    </header>
  );
}
