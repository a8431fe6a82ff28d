// Turning the site phone from the settings (written for people: "+7 (495) 123-45-67") into a dialable tel: link.
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return undefined;
  return phone.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}
