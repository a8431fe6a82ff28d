// Owns delivering a composed mail: over SMTP when it is configured (SMTP_URL or SMTP_HOST…), otherwise as an
// .eml file in the outbox folder ($DATA_DIR/outbox) whose path is logged, so a developer can open every mail the
// site "sent" in a mail client. Both go through nodemailer, so the file is exactly what SMTP would carry.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name when MAIL_FROM is a bare address (the site's name). */
  fromName: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = {
  /** Where the mail went: the SMTP server's message id, or the outbox file. */
  send(mail: OutgoingMail): Promise<{ messageId: string; outboxFile: string | null }>;
  close(): void;
};

function sender(from: string, fromName: string) {
  // `Name <address>` is used as given; a bare address gets the site's name.
  return from.includes('<') ? from : { name: fromName, address: from };
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const { smtp } = config;
  if (smtp) {
    const transport =
      'url' in smtp
        ? nodemailer.createTransport(smtp.url)
        : nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          });
    return {
      async send(mail) {
        const info = await transport.sendMail({ ...mail, from: sender(config.from, mail.fromName) });
        return { messageId: info.messageId, outboxFile: null };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: sender(config.from, mail.fromName) });
      await mkdir(config.outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two mails of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { outboxFile: file, subject: mail.subject },
        'mail written to the outbox (no SMTP configured)',
      );
      return { messageId: info.messageId, outboxFile: file };
    },
    close: () => transport.close(),
  };
}
