// Owns turning an account mail (kind, language, recipient's name, links) into its subject, plain text and
// HTML. Pure: no I/O. Every value put into the HTML is escaped (a customer's name is user input); links are
// built by site-links.ts and only ever point at the site.
import { NAME_FORBIDDEN_CHARACTERS, type TLocale } from '@afisha/contracts';
import { type AccountMailKind, MAIL_TEXTS } from './mail-texts.ts';

export type SiteIdentity = { name: string; phone: string | null };

export type AccountMailContent = {
  kind: AccountMailKind;
  locale: TLocale;
  /** How to address the recipient; empty for a plain greeting. */
  recipientName: string;
  site: SiteIdentity;
  link: string;
  secondaryLink?: string;
  /** Link lifetimes shown in the texts. */
  hours?: number;
  minutes?: number;
};

export type RenderedMail = { subject: string; text: string; html: string };

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Newlines in a name would break the greeting line (and a subject, were it ever used there); control and text
// direction characters have no place in one (the contracts refuse them now; older rows may still hold some).
const FORBIDDEN = new RegExp(NAME_FORBIDDEN_CHARACTERS.source, 'gu');
const oneLine = (value: string) => value.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();

export function renderAccountMail(mail: AccountMailContent): RenderedMail {
  const texts = MAIL_TEXTS[mail.locale];
  const kind = texts.kinds[mail.kind];
  const name = oneLine(mail.recipientName);
  const values = {
    site: oneLine(mail.site.name),
    name,
    phone: mail.site.phone ?? '',
    hours: mail.hours ?? '',
    minutes: mail.minutes ?? '',
  };
  const t = (template: string) => fill(template, values);
  const greeting = name ? t(texts.greeting) : texts.greetingNoName;
  const intro = kind.intro.map(t);
  const outro = kind.outro.map(t);
  const footer = [values.site, mail.site.phone ? t(texts.phone) : null, texts.automatic].filter(
    (line): line is string => line !== null,
  );

  const text = [
    greeting,
    '',
    ...intro.flatMap((p) => [p, '']),
    `${t(kind.action)}: ${mail.link}`,
    '',
    ...(kind.secondary && mail.secondaryLink
      ? [`${t(kind.secondary.text)} ${t(kind.secondary.action)}: ${mail.secondaryLink}`, '']
      : []),
    ...outro.flatMap((p) => [p, '']),
    '--',
    ...footer,
    '',
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${e(p)}</p>`;
  const button = `<p style="margin:24px 0"><a href="${e(mail.link)}" style="display:inline-block;padding:12px 24px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:6px">${e(t(kind.action))}</a></p>`;
  const secondary =
    kind.secondary && mail.secondaryLink
      ? `<p style="margin:0 0 16px">${e(t(kind.secondary.text))} <a href="${e(mail.secondaryLink)}">${e(t(kind.secondary.action))}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(t(kind.subject))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${e(values.site)}</p>
${paragraph(greeting)}
${intro.map(paragraph).join('\n')}
${button}
${secondary}
${outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#666666">${e(texts.linkHint)}<br><a href="${e(mail.link)}" style="color:#666666;word-break:break-all">${e(mail.link)}</a></p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#888888;text-align:center">${footer.map(e).join('<br>')}</p>
</body>
</html>
`;
  return { subject: t(kind.subject), text, html };
}
