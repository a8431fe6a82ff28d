// What the crash test prints when an invariant fails, so that a failure seen once (a slow CI machine, a kill at a
// rare moment) can be explained from its log alone, without a replay that may well pass: for each payment in
// question, what the database knows of it (its payment and order, the notifications received for it, the sandbox
// bank's outbox rows that still carry it, refunds) and when the test saw it accepted, among the kills; and the API's
// log lines that name it.
import type { Database } from '@afisha/db';
import { sql } from '@afisha/db/orm';

/**
 * How and when (Date.now()) a bank accepted a payment: its card form, or our own bank's notification; with our own
 * bank, the API's answers to each attempt to deliver it (`<Date.now()>:<status or error>`).
 */
export type Acceptance = { via: 'card' | 'bank'; at: number; answers: string[] };

/** One kill of the run: when it came (Date.now()), what request it was aimed at, how long the restart took. */
export type Kill = { at: number; aimedAt: string; restartMs: number };

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (v instanceof Date ? v.toISOString() : v));

/** What the database knows of each provider payment id, one compact block per payment. */
export async function explainPayments(
  database: Database,
  pids: readonly string[],
  context: {
    acceptances: ReadonlyMap<string, Acceptance>;
    kills: readonly Kill[];
    /** The run's start (Date.now()): every time in the report is in ms after it. */
    began: number;
    apiOutput: string;
  },
): Promise<string> {
  const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
  const since = (column: string) =>
    sql.raw(`round(extract(epoch from ${column}) * 1000 - ${context.began})::bigint`);
  const kills = context.kills.map((kill) => ({ ...kill, at: kill.at - context.began }));
  const accepted = (pid: string) => {
    const acceptance = context.acceptances.get(pid);
    if (!acceptance) return null;
    const answers = acceptance.answers.map((answer) => {
      const [at, ...what] = answer.split(':');
      return `${Number(at) - context.began}:${what.join(':')}`;
    });
    // A bank that retries every 200 ms through a restart makes many: the first and the last tell the story.
    const shown =
      answers.length > 12
        ? [...answers.slice(0, 3), `…${answers.length - 11} more`, ...answers.slice(-8)]
        : answers;
    return { ...acceptance, at: acceptance.at - context.began, answers: shown };
  };
  const blocks: string[] = [];
  for (const pid of pids) {
    const [payment] = await rows(sql`
      SELECT p.id, p.status, p.failure_reason, p.order_id, ${since('p.created_at')} AS created_ms,
        ${since('p.updated_at')} AS updated_ms, o.number, o.status AS order_status,
        ${since('o.expires_at')} AS expires_ms, ${since('o.paid_at')} AS paid_ms
      FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.provider_payment_id = ${pid}`);
    const events = await rows(sql`
      SELECT id, provider_event_id AS event, payment_id, payload->>'status' AS status,
        ${since('received_at')} AS received_ms, ${since('processed_at')} AS processed_ms
      FROM payment_events WHERE payload->>'payment_id' = ${pid} ORDER BY id`);
    const outbox = await rows(sql`
      SELECT id, attempts, ${since('due_at')} AS due_ms, ${since('given_up_at')} AS given_up_ms,
        ${since('created_at')} AS created_ms, body::jsonb->>'status' AS status
      FROM sandbox_notifications WHERE body LIKE ${`%${pid}%`} ORDER BY id`);
    const refunds = payment
      ? await rows(sql`
          SELECT id, status, reason, amount_kopecks, provider_refund_id, ${since('created_at')} AS created_ms
          FROM refunds WHERE payment_id = ${payment.id} OR order_id = ${payment.order_id} ORDER BY id`)
      : [];
    const logLines = context.apiOutput.split('\n').filter((line) => line.includes(pid));
    blocks.push(
      [
        `${pid}: accepted ${json(accepted(pid))}`,
        `  payment ${json(payment ?? null)}`,
        `  payment_events ${json(events)}`,
        `  sandbox_notifications ${json(outbox)}`,
        `  refunds ${json(refunds)}`,
        ...logLines.slice(-10).map((line) => `  log ${line}`),
      ].join('\n'),
    );
  }
  return [`kills ${json(kills)}`, ...blocks].join('\n');
}

/** What every API process warns of as it starts (this run's configuration): noise in the report. */
const AT_START = ['SANDBOX_PAYMENTS=on:', 'INTERNAL_API_SECRET is not set'];

/** The end of the API's output (its error and warning lines): what went wrong in the processes of the run. */
export function outputTail(output: string, chars = 4000): string {
  const lines = output.split('\n').filter((line) => !AT_START.some((words) => line.includes(words)));
  const text = lines.join('\n');
  return text.length > chars ? `…${text.slice(-chars)}` : text;
}
