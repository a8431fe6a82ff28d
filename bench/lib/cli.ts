// Owns reading benchmark options from the command line: `--name value`, checked, with a default.

/** `--name N`, else `fallback`; refuses anything but a number ≥ `min`. */
export function numberFlag(name: string, fallback: number, min = 1): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return value;
}

/** `--name text`, else undefined; refuses a missing value. */
export function textFlag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
