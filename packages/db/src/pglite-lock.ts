// Owns the lock file that keeps a second process out of a PGlite data folder. PGlite is
// PostgreSQL in one process without a postmaster, so nothing else stops two processes (say the
// API and a seed run) from opening one folder at once and corrupting it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `${dir}.lock` or throws a message a person can act on; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file)) throw new Error(`The embedded database in ${dir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // Our own pid in a file we do not hold is a leftover of an earlier process (pid reuse).
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. PGlite allows one process ` +
            'at a time: stop that process, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
