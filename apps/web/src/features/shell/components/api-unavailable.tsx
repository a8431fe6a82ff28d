// What a page shows instead of its content when the API cannot be reached: a translated explanation and a reload.
import { useTranslations } from 'next-intl';
import { Notice } from '@/components/ui/notice';
import { ReloadButton } from './reload-button';

export function ApiUnavailable() {
  const t = useTranslations('ApiUnavailable');
  return (
    <Notice role="alert" title={t('title')} text={t('text')} action={<ReloadButton label={t('retry')} />} />
  );
}
