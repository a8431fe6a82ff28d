// The mails the API "sent" during the run: with no SMTP configured it writes each one as an .eml file into the
// outbox folder (scripts/start-api.mjs points MAIL_OUTBOX_DIR at e2e/.artifacts/outbox). waitForMail polls it for
// the newest mail to an address, parses it with mailparser and returns its text, links and attachments; sitePath turns a link
// of the mail (built on PUBLIC_SITE_URL) into a path of the site under test.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { type AddressObject, simpleParser } from 'mailparser';

export const outboxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/outbox');

export type ReceivedMail = {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address of the mail: the HTML's hrefs, then the plain text's, without repeats. */
  links: string[];
  /** The attached files (the tickets PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

const parsed = new Map<string, Promise<ReceivedMail>>();

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

function linksOf(html: string, text: string): string[] {
  const found = [
    ...[...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    ),
    ...[...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
  ];
  return [...new Set(found)];
}

async function readMail(file: string): Promise<ReceivedMail> {
  const mail = await simpleParser(await readFile(path.join(outboxDir, file)));
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  return {
    file,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text,
    html,
    links: linksOf(html, text),
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  // The file names start with the time they were written: sorted, the newest is last.
  files.sort();
  const mails = await Promise.all(
    files.map(async (file) => {
      // The API may still be writing a file: a parse is kept only for the size it was made at.
      const key = `${file}:${(await stat(path.join(outboxDir, file))).size}`;
      let mail = parsed.get(key);
      if (!mail) {
        mail = readMail(file);
        parsed.set(key, mail);
      }
      return mail;
    }),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * The newest mail to `address` once there are more than `seen` of them (pass the count from before the action
 * that sends one: mails leave in the background); fails the test after `timeout` ms.
 */
export async function waitForMail(
  address: string,
  { seen = 0, timeout = 15_000 } = {},
): Promise<ReceivedMail> {
  let newest: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        newest = mails.length > seen ? mails.at(-1) : undefined;
        return mails.length;
      },
      { timeout, message: `a mail to ${address} in ${outboxDir}` },
    )
    .toBeGreaterThan(seen);
  return newest as ReceivedMail;
}

/** How many mails went to `address` so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** The mail's link whose path ends with `pathEnd` (the locale prefix may come before it), as a site path. */
export function sitePath(mail: ReceivedMail, pathEnd: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith(pathEnd));
  if (!link) throw new Error(`no link to ${pathEnd} in "${mail.subject}": ${mail.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
