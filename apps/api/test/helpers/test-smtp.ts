// A real SMTP server for tests (smtp-server on a free loopback port): the API sends through it as it would
// through any mail relay, and tests read each received mail, parsed by mailparser (subject, text and HTML
// parts, headers), and follow the links in it.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
};

export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  /** The next mail to `to` not taken yet (waits up to timeoutMs). */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to `to` not taken yet, without waiting. */
  pendingFor(to: string): ReceivedMail[];
  close(): Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('smtp server has no port');

  const untakenFor = (to: string) =>
    received.filter((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    pendingFor: untakenFor,
    async nextMailTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [mail] = untakenFor(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of the mail's button (the first address of the site in its text part). */
export function linkIn(mail: ReceivedMail, siteUrl: string): URL {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(mail.text);
  if (!match) throw new Error(`no link to ${siteUrl} in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** The `token` of the mail's link. */
export function tokenIn(mail: ReceivedMail, siteUrl: string): string {
  const token = linkIn(mail, siteUrl).searchParams.get('token');
  if (!token) throw new Error(`the link of mail "${mail.subject}" has no token`);
  return token;
}
