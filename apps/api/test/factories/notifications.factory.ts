// Builds notifications for tests as the system would store them: translations in jsonb, a kind,
// a payload, a chosen date and read state.
import { type Db, type Localized, notifications } from '@afisha/db';
import { first } from './rows.ts';

export async function createNotification(
  db: Db,
  values: {
    userId: number;
    kind?: string;
    title?: Localized;
    text?: Localized | null;
    payload?: Record<string, unknown>;
    isViewed?: boolean;
    createdAt: Date;
  },
) {
  return first(
    await db
      .insert(notifications)
      .values({
        userId: values.userId,
        kind: values.kind ?? 'order_paid',
        title: values.title ?? { ru: 'Заказ оплачен' },
        text: values.text === undefined ? null : values.text,
        payload: values.payload ?? {},
        isViewed: values.isViewed ?? false,
        createdAt: values.createdAt,
      })
      .returning(),
  );
}
