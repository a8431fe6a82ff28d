// A session's status as a badge: the text says it, the colour repeats it (features/manage's StatusBadge).
import type { TManageEventStatusRead } from '@afisha/contracts/manage/events';
import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '../kit/status-badge';

const TONES: Record<TManageEventStatusRead, StatusTone> = {
  draft: 'neutral',
  announced: 'info',
  on_sale: 'success',
  paused: 'warning',
  sold_out: 'info',
  cancelled: 'danger',
};

export function SessionStatus({ status }: { status: TManageEventStatusRead }) {
  const t = useTranslations('ManageSessions.status');
  return <StatusBadge tone={TONES[status]}>{t(status)}</StatusBadge>;
}
