// The back office's 404 (an unknown /manage address, via [...rest]), inside its own frame: back to its overview.
// The <title> is rendered here, as the storefront's not-found does (see (site)/not-found.tsx).
import { getTranslations } from 'next-intl/server';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';

export default async function ManageNotFound() {
  const t = await getTranslations('NotFound');
  const tFrame = await getTranslations('Manage.frame');
  return (
    <main className="mx-auto w-full max-w-site flex-1 px-4 py-6 md:px-6">
      <title>{t('metaTitle')}</title>
      <Notice
        eyebrow={t('code')}
        title={t('title')}
        text={t('text')}
        action={
          <Link href="/manage" className={primaryActionClass}>
            {tFrame('toOverview')}
          </Link>
        }
      />
    </main>
  );
}
