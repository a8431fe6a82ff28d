// `/account` itself: the area opens on its default section.

import { accountPath, DEFAULT_SECTION } from '@/features/account/account-sections';
import { toAppLocale } from '@/i18n/app-locale';
import { redirect } from '@/i18n/navigation';

type AccountPageProps = { params: Promise<{ locale: string }> };

export default async function AccountPage({ params }: AccountPageProps) {
  const { locale } = await params;
  redirect({ href: accountPath(DEFAULT_SECTION), locale: toAppLocale(locale) });
}
