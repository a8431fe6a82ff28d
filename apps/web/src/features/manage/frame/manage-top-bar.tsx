'use client';
// The back office's own compact bar (issue 30), in place of the storefront's header: what this is (the back office,
// leading to its overview), the way back to the site, the language switch and, once known, the person signed in
// with a way to sign out. Nothing of the storefront's chrome (search, city, cart, menus, footer, chat) comes along.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { signOut } from '@/features/auth/api/auth.api';
import { LocaleChooser } from '@/features/shell/components/locale-chooser';
import { localeNames } from '@/i18n/locale-names';
import { getPathname, Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { showFormErrorToast } from '@/lib/toasts';

const barLinkClass =
  'inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand 2xs:h-10';

export function ManageTopBar({ email }: { email?: string }) {
  const t = useTranslations('Manage.frame');
  const tShell = useTranslations('Shell');
  const locale = useLocale() as AppLocale;
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex min-h-14 w-full max-w-site flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 md:px-6">
        <Link
          href="/manage"
          className="mr-auto flex min-w-0 items-baseline gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          <span className="text-xl font-black tracking-tight text-brand">{tShell('logo')}</span>
          <span className="truncate font-semibold text-ink">{t('name')}</span>
        </Link>
        <Link href="/" className={barLinkClass}>
          <span aria-hidden="true">←</span>
          {t('toSite')}
        </Link>
        <LocaleChooser
          locale={locale}
          buttonLabel={tShell('languageButton', { language: localeNames[locale] })}
          listLabel={tShell('languageList')}
        />
        {email ? <Account email={email} /> : null}
      </div>
    </header>
  );
}

function Account({ email }: { email: string }) {
  const t = useTranslations('Manage.frame');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  // As the storefront's sign-out does: the session ends, then the site's home page loads afresh, so nothing of the
  // back office (its reads, its venue) stays in the page.
  const leave = async () => {
    setBusy(true);
    const result = await signOut(locale);
    if (!result.ok) {
      setBusy(false);
      showFormErrorToast(t('signOutFailed'));
      return;
    }
    window.location.assign(getPathname({ href: '/', locale }));
  };
  return (
    <div className="flex min-w-0 items-center gap-2 border-l border-line pl-2">
      <span className="hidden max-w-56 truncate text-sm text-muted sm:inline" title={email}>
        <span className="sr-only">{t('signedInAs')} </span>
        {email}
      </span>
      <button
        type="button"
        onClick={leave}
        disabled={busy}
        className="inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold whitespace-nowrap text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 2xs:h-10"
      >
        {busy ? t('signingOut') : t('signOut')}
      </button>
    </div>
  );
}
