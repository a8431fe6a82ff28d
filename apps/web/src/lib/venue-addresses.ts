// The addresses a venue card shows: one line per distinct address, in hall order, so a venue whose halls share a
// building says its address once (the venue page still lists every hall).
export function distinctAddresses(halls: readonly { address: string }[], limit: number): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const { address } of halls) {
    const text = address.trim();
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    addresses.push(text);
    if (addresses.length === limit) break;
  }
  return addresses;
}
