// The back office's 404 (an unknown /manage address, via [...rest]), inside its own frame: back to its overview.
import { getTranslations } from 'next-intl/server';
import { NotFoundNotice } from '@/components/ui/not-found-notice';

export default async function ManageNotFound() {
  const t = await getTranslations('Manage.frame');
  return (
    <main className="mx-auto w-full max-w-site flex-1 px-4 py-6 md:px-6">
      <NotFoundNotice back={{ href: '/manage', label: t('toOverview') }} />
    </main>
  );
}
