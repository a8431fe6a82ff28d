// The footer of every page (SPEC.md sections 1 and 2): the footer menu from site settings (children as columns; an
// entry with url `callback` opens the callback form), the newsletter form and the banner slider (passed in by the
// layout, as they belong to other features), the phone, social links and the payment-methods block. Hidden when the
// page customization says so ([data-site-footer], see page-customization.tsx).
import type { TSiteSettings } from '@afisha/contracts';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { AppLocale } from '@/i18n/routing';
import { telHref } from '../phone';
import { FooterBanners } from './footer-banners';
import { MenuEntry } from './menu-entry';

type SiteFooterProps = { locale: AppLocale; site: TSiteSettings | undefined; newsletter: ReactNode };

const linkClass = 'text-sm text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

export async function SiteFooter({ locale, site, newsletter }: SiteFooterProps) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const phone = site?.phone?.trim();
  const phoneHref = phone ? telHref(phone) : undefined;

  return (
    <footer data-site-footer="" className="mt-16 border-t border-line bg-surface">
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_auto] lg:gap-16">
        <div className="flex flex-col gap-10">
          {site && site.menu_footer.length > 0 ? (
            <nav aria-label={t('footerNav')} className="grid grid-cols-1 gap-8 xs:grid-cols-2 md:grid-cols-3">
              {site.menu_footer.map((column) => (
                <div key={`${column.name}-${column.url}`} className="flex flex-col gap-2">
                  <MenuEntry item={column} className={`${linkClass} text-left font-bold`} />
                  <ul className="flex flex-col gap-1.5">
                    {column.children.map((child) => (
                      <li key={`${child.name}-${child.url}`}>
                        <MenuEntry item={child} className={`${linkClass} text-left`} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
          {newsletter}
        </div>
        <FooterBanners />
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2">
            {phone && phoneHref ? (
              <a href={phoneHref} className="text-lg font-bold text-ink hover:text-brand">
                <span className="sr-only">{t('phoneLabel')}: </span>
                {phone}
              </a>
            ) : null}
            <p className="text-xs text-muted">
              {t('copyright', { year: new Date().getFullYear(), siteName: site?.name ?? t('logo') })}
            </p>
          </div>
          {site && site.social_networks.length > 0 ? (
            <ul aria-label={t('social')} className="flex gap-2">
              {site.social_networks.map((network) => (
                <li key={network.link}>
                  <a
                    href={network.link}
                    rel="noopener"
                    aria-label={network.name}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white hover:ring-2 hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Image src={network.icon.url} alt="" width={20} height={20} unoptimized />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {site?.payment_methods ? (
            <div
              aria-label={t('paymentMethods')}
              role="note"
              className="max-w-md text-xs text-muted"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised by the API (editors' HTML).
              dangerouslySetInnerHTML={{ __html: site.payment_methods }}
            />
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
