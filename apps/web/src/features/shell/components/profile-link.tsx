'use client';
// The header's profile or notification icon: the target and badge come from useProfileTarget.
import { useTranslations } from 'next-intl';
import { Badge, iconButtonClass, LockIcon, UserIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { useProfileTarget } from '../hooks/use-profile-target';

const labelKeys = {
  anonymous: 'profileSignIn',
  unread: 'profileNotifications',
  'signed-in': 'profileFavorites',
} as const;

export function ProfileLink() {
  const t = useTranslations('Shell');
  const target = useProfileTarget();
  return (
    <Link href={target.href} aria-label={t(labelKeys[target.state])} className={iconButtonClass}>
      <UserIcon className="size-6" />
      {target.state === 'anonymous' ? (
        <span className="absolute -right-0.5 -bottom-0.5 rounded-full bg-ink p-0.5 text-white ring-2 ring-white">
          <LockIcon className="size-2.5" />
        </span>
      ) : null}
      {target.state === 'unread' ? <Badge /> : null}
    </Link>
  );
}
