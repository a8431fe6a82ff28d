// Owns /notifications (the signed-in customer's list, filter `is_viewed`, paged, newest first) and
// /notifications/{id} (GET one, PUT `{is_viewed}`), and PUT /notifications `{is_viewed}` for all of them at once
// ("mark all as read"). Signed-in only; answers are never cached.
import {
  ZNotification,
  ZNotificationBulkUpdateResponse,
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationUpdateRequest,
} from '@afisha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../../plugins/auth/current-user.ts';
import { toPage } from '../../plugins/pagination.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const tags = ['account'];

  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        'x-access': 'signed-in',
        tags,
        summary: "The signed-in customer's notifications, newest first (is_viewed=false: unread only)",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const page = await notifications.list(userId, request.query, request.locale);
      return toPage(request, { ...request.query, ...page });
    },
  );

  app.put(
    '/notifications',
    {
      schema: {
        operationId: 'markAllNotifications',
        'x-access': 'signed-in',
        tags,
        summary:
          'Mark all the signed-in customer’s notifications read ({is_viewed: true}); answers how many changed',
        body: ZNotificationUpdateRequest,
        response: { 200: ZNotificationBulkUpdateResponse },
      },
    },
    async (request) => notifications.setAllViewed(await requireUserId(request), request.body.is_viewed),
  );

  app.get(
    '/notifications/:id',
    {
      schema: {
        operationId: 'getNotification',
        'x-access': 'signed-in',
        tags,
        summary: 'One of the signed-in customer’s notifications (404 for anyone else’s)',
        params: ZNotificationIdParams,
        response: { 200: ZNotification },
      },
    },
    async (request) => notifications.get(await requireUserId(request), request.params.id, request.locale),
  );

  app.put(
    '/notifications/:id',
    {
      schema: {
        operationId: 'markNotification',
        'x-access': 'signed-in',
        tags,
        summary: 'Mark a notification read ({is_viewed: true}) or unread again',
        params: ZNotificationIdParams,
        body: ZNotificationUpdateRequest,
        response: { 200: ZNotification },
      },
    },
    async (request) =>
      notifications.setViewed(
        await requireUserId(request),
        request.params.id,
        request.body.is_viewed,
        request.locale,
      ),
  );
};
