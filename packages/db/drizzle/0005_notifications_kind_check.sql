-- Notifications: only the kinds the API knows (schema/engagement.ts notificationKinds). NOT VALID: rows written
-- before it stay (the API's reader skips a kind it does not know); every new or changed row is checked.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" IN ('account_confirmed', 'order_paid', 'refund_done', 'new_dates', 'event_changed')) NOT VALID;
