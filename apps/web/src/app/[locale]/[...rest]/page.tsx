// Any localized path no route matches ends here, so it gets the translated 404 inside the site's shell.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseAppLocale } from '@/i18n/app-locale';
import { notFoundMetadata } from '../_components/not-found-metadata';

type UnknownPathProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: UnknownPathProps): Promise<Metadata> {
  const locale = parseAppLocale((await params).locale);
  return locale ? notFoundMetadata(locale) : {};
}

export default function UnknownPath() {
  notFound();
}
