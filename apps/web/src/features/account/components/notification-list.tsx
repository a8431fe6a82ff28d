'use client';
// `/account/notifications`: the customer's notifications, newest first, 12 a page. Unread ones are marked (a dot,
// a tinted card, "unread" for screen readers) and each has a "mark as read" button; following a notification's
// link (the performance or the order it is about) marks it read too. Marking changes the list in place and asks
// the header again for its unread badge. "Mark all as read" (PUT /notifications) appears while any is unread.
import type { TNotification, TNotificationPage } from '@afisha/contracts';
import { timeOfDayFields } from '@afisha/contracts/time-of-day';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Link } from '@/i18n/navigation';
import { showFormErrorToast } from '@/lib/toasts';
import { refreshAccount } from '@/lib/use-account-me';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsViewed,
  setNotificationViewed,
} from '../api/account.api';
import { useAccountKey, useAccountQuery } from '../hooks/use-account-query';
import { usePageParam } from '../hooks/use-page-param';
import { notificationTarget } from '../notification-target';
import { LoadingBlock } from './loading-block';
import { EmptyState, ReadFailed } from './section-states';

const PATH = '/account/notifications';

export function NotificationList() {
  const t = useTranslations('Account');
  const page = usePageParam();
  const query = useAccountQuery(['notifications', page], (locale) => fetchNotifications(locale, page));
  const queryClient = useQueryClient();
  const locale = useLocale();
  const account = useAccountKey();

  const unread = useAccountQuery(['notifications', 'unread'], fetchUnreadCount);
  const [markingAll, setMarkingAll] = useState(false);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsViewed(locale);
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      refreshAccount();
    } catch {
      showFormErrorToast(t('notifications.markFailed'));
    } finally {
      setMarkingAll(false);
    }
  };

  const markViewed = async (notification: TNotification) => {
    try {
      const updated = await setNotificationViewed(locale, notification.id, true);
      queryClient.setQueryData<TNotificationPage>(
        ['account', account, locale, 'notifications', page],
        (data) =>
          data && { ...data, results: data.results.map((item) => (item.id === updated.id ? updated : item)) },
      );
      void queryClient.invalidateQueries({
        queryKey: ['account', account, locale, 'notifications', 'unread'],
      });
      refreshAccount();
    } catch {
      showFormErrorToast(t('notifications.markFailed'));
    }
  };

  if (query.isPending) return <LoadingBlock label={t('loading')} />;
  if (query.isError) return <ReadFailed error={query.error} onRetry={() => query.refetch()} />;
  const { results, count } = query.data;
  if (count === 0) return <EmptyState text={t('notifications.empty')} />;
  const unreadCount = unread.data ?? 0;
  return (
    <>
      {unreadCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('notifications.unreadCount', { count: unreadCount })}</p>
          <button
            type="button"
            onClick={markAll}
            disabled={markingAll}
            className="rounded-full border border-line px-4 py-2 font-semibold text-ink hover:border-brand disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('notifications.markAllViewed')}
          </button>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3" aria-busy={query.isFetching}>
        {results.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onViewed={markViewed} />
        ))}
      </ul>
      <Pagination pathname={PATH} page={page} count={count} />
    </>
  );
}

type ItemProps = { notification: TNotification; onViewed: (notification: TNotification) => Promise<void> };

function NotificationItem({ notification, onViewed }: ItemProps) {
  const t = useTranslations('Account');
  const format = useFormatter();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const unread = !notification.is_viewed;
  const target = notificationTarget(notification.payload);
  const titleId = `notification-${notification.id}`;

  const mark = async () => {
    setBusy(true);
    await onViewed(notification);
    setBusy(false);
  };

  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-unread={unread ? 'true' : undefined}
        className={`flex flex-col gap-2 rounded-2xl border p-4 md:p-5 ${
          unread ? 'border-brand/40 bg-brand/5' : 'border-line bg-white'
        }`}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={titleId} className="flex items-baseline gap-2 text-lg font-bold text-ink">
            {unread ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 translate-y-[-0.1em] rounded-full bg-brand"
                />
                <span className="sr-only">{t('notifications.unread')}: </span>
              </>
            ) : null}
            {notification.title}
          </h2>
          <time dateTime={notification.created_at} className="text-sm text-muted">
            {format.dateTime(new Date(notification.created_at), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              ...timeOfDayFields(locale),
            })}
          </time>
        </div>
        {notification.text ? <p className="text-pretty text-ink">{notification.text}</p> : null}
        {target || unread ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {target ? (
              <Link
                href={target.href}
                onClick={unread ? () => void onViewed(notification) : undefined}
                className="font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {target.kind === 'performance'
                  ? t('notifications.openPerformance')
                  : target.number
                    ? t('notifications.openOrderNumber', { number: target.number })
                    : t('notifications.openOrder')}
              </Link>
            ) : null}
            {unread ? (
              <button
                type="button"
                onClick={mark}
                disabled={busy}
                aria-describedby={titleId}
                className="rounded-full border border-line px-4 py-1.5 text-sm font-semibold text-ink hover:border-brand disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t('notifications.markViewed')}
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
