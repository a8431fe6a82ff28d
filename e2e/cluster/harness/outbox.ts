// The cluster's mails: every API process writes the mails it sends as .eml files into one outbox folder (one mail
// server for the whole site); the specs read the ones to an address, to count them or follow a link.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from './topology';

export type Mail = { subject: string; text: string; html: string; attachments: number };

export async function mailsTo(address: string): Promise<Mail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
  );
  return mails
    .filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === address));
    })
    .map((mail) => ({
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      attachments: mail.attachments.length,
    }));
}
