'use client';
// "New …" above a list: a link to the list's new-record page, for administrators only where only they may create.
import { Link } from '@/i18n/navigation';
import { useManage } from './manage-context';
import { manageActionClass } from './page-header';

export function NewRecordLink({
  href,
  label,
  adminOnly = false,
}: {
  href: string;
  label: string;
  adminOnly?: boolean;
}) {
  const { me } = useManage();
  if (adminOnly && !me.is_admin) return null;
  return (
    <Link href={href} className={manageActionClass}>
      {label}
    </Link>
  );
}
