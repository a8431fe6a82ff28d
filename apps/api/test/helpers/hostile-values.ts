// The hostile values of the security audit (issue 18) for the guard that walks every operation
// (test/platform/hostile-input-walk.ts): what a client can put in a query or path parameter (URL-encoded text) and
// in a JSON body field, each with the kind a failure message names.

export type HostileText = { kind: string; encoded: string };
/** `raw`: JSON text put in place of the value, for what JSON.stringify cannot write (too deep for its stack). */
export type HostileJson = { kind: string; value: unknown; raw?: string };

const LONG = 'x'.repeat(100_000);
const DEEP = 5_000;
const MANY = 10_000;

/** `depth` arrays and objects inside each other, as JSON text. */
function nested(depth: number): string {
  const pairs = Array.from({ length: depth }, (_, i) => (i % 2 === 0 ? ['[', ']'] : ['{"a":', '}']));
  return `${pairs.map(([open]) => open).join('')}1${pairs
    .map(([, close]) => close)
    .reverse()
    .join('')}`;
}

/** Values of one query or path parameter, already URL-encoded. */
export const HOSTILE_TEXTS: readonly HostileText[] = [
  { kind: 'NUL byte', encoded: 'a%00b' },
  // A lone surrogate has no UTF-8 form: its CESU-8 bytes are what a client can send.
  { kind: 'lone surrogate (CESU-8 bytes)', encoded: 'a%ED%A0%80b' },
  { kind: '100 kB string', encoded: LONG },
  { kind: '5,000 opening brackets', encoded: '%5B'.repeat(DEEP) },
  { kind: 'empty', encoded: '' },
  { kind: 'text for a number', encoded: 'abc' },
  { kind: 'negative number', encoded: '-1' },
  { kind: 'fraction', encoded: '1.5' },
  { kind: 'past 32-bit integer', encoded: '2147483648' },
  { kind: 'past 64-bit integer', encoded: '99999999999999999999' },
  { kind: 'SQL quote', encoded: "'%22%3B--" },
];

/** Whole query strings for one parameter beyond a single value: many repeats and bracketed names. */
export function hostileRepeats(name: string): HostileText[] {
  const key = encodeURIComponent(name);
  return [
    {
      kind: '10,000 repeats of the parameter',
      encoded: Array.from({ length: MANY }, () => `${key}=1`).join('&'),
    },
    { kind: 'bracketed parameter name', encoded: `${key}[a]=1&${key}[]=2` },
  ];
}

/**
 * Values of one header parameter. No NUL or other control character: Node's HTTP parser refuses them in headers
 * before any application code (light-my-request would let them through, so sending them would test nothing real).
 */
export const HOSTILE_HEADERS: readonly HostileText[] = [
  { kind: '8 kB value', encoded: 'x'.repeat(8_000) },
  { kind: 'empty', encoded: '' },
  { kind: 'Latin-1 bytes', encoded: 'Ã©\u00ff' },
  { kind: 'SQL quote', encoded: `'";--` },
];

/** Query strings that are hostile whatever the operation declares. */
export const HOSTILE_QUERY_STRINGS: readonly HostileText[] = [
  { kind: '__proto__ parameter', encoded: '__proto__=1&__proto__[x]=1' },
  {
    kind: 'constructor.prototype parameter',
    encoded: 'constructor[prototype][x]=1&constructor.prototype.x=1',
  },
  { kind: 'NUL in an unknown parameter', encoded: 'zz=a%00b' },
  { kind: 'NUL in a parameter name', encoded: 'z%00z=1' },
];

/** Marks where a raw value goes in a body written by JSON.stringify (see `bodyText`). */
export const RAW_MARK = '\u0001raw\u0001';

/** The JSON text of `body`, with `value.raw` written where `RAW_MARK` stands. */
export function bodyText(body: unknown, value: HostileJson): string {
  const text = JSON.stringify(body);
  return value.raw === undefined ? text : text.replace(JSON.stringify(RAW_MARK), value.raw);
}

/** Values of one JSON body field. */
export const HOSTILE_JSON: readonly HostileJson[] = [
  { kind: 'NUL byte', value: 'a\u0000b' },
  { kind: 'lone surrogate', value: 'a\ud800b' },
  { kind: '100 kB string', value: LONG },
  { kind: '10,000-element array', value: Array.from({ length: MANY }, () => 1) },
  { kind: '5,000-deep nesting', value: null, raw: nested(DEEP) },
  { kind: 'empty string', value: '' },
  { kind: 'null', value: null },
  { kind: 'boolean', value: true },
  { kind: 'object', value: { a: 1 } },
  { kind: 'object with NUL key', value: { 'a\u0000b': 1 } },
  { kind: 'number', value: 1 },
  { kind: 'negative number', value: -1 },
  { kind: 'fraction', value: 1.5 },
  { kind: 'past 32-bit integer', value: 2_147_483_648 },
  { kind: 'huge number', value: 1e308 },
];

/** Raw bodies that are hostile as a whole (with `sample`, the operation's otherwise valid body). */
export function hostileBodies(sample: Record<string, unknown>): HostileText[] {
  const inner = JSON.stringify(sample).slice(1, -1);
  const join = (extra: string) => `{${inner}${inner ? ',' : ''}${extra}}`;
  const firstKey = Object.keys(sample)[0];
  const bodies: HostileText[] = [
    { kind: '__proto__ key', encoded: join('"__proto__":{"is_staff":true,"role":"admin"}') },
    { kind: 'constructor.prototype key', encoded: join('"constructor":{"prototype":{"role":"admin"}}') },
    { kind: 'NUL in a key', encoded: join('"a\\u0000b":1') },
    { kind: 'lone surrogate in a key', encoded: join('"\\ud800":1') },
    { kind: '10,000 keys', encoded: join(Array.from({ length: MANY }, (_, i) => `"k${i}":1`).join(',')) },
    { kind: '5,000-deep array body', encoded: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}` },
    { kind: '5,000-deep object body', encoded: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}` },
    {
      kind: '10,000-element array body',
      encoded: JSON.stringify(Array.from({ length: MANY }, () => sample)),
    },
    { kind: 'string body', encoded: '"a\\u0000b"' },
    { kind: 'number body', encoded: '1e999' },
    { kind: 'null body', encoded: 'null' },
  ];
  if (firstKey !== undefined) {
    bodies.push(
      {
        kind: `duplicate key ${firstKey} (NUL last)`,
        encoded: join(`${JSON.stringify(firstKey)}:"a\\u0000b"`),
      },
      {
        kind: `duplicate key ${firstKey} (object last)`,
        encoded: join(`${JSON.stringify(firstKey)}:{"a":1}`),
      },
    );
  }
  return bodies;
}
