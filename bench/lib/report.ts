// Owns the JSON report every benchmark writes to bench/results/<name>.json: the machine facts that make two runs
// comparable (date, Node, cores, the load average when the run started and when it ended) ahead of the
// benchmark's own figures.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/** The load average when this benchmark process started: a busy machine explains a slow run. */
const loadAtStart = loadAverage();

export type BenchReport<T> = {
  date: string;
  node: string;
  cpus: number;
  loadAverage: { start: number[]; end: number[] };
} & T;

/** Writes bench/results/<name>.json: the machine facts, then `figures`. Returns the whole report. */
export async function writeReport<T extends Record<string, unknown>>(
  name: string,
  figures: T,
): Promise<BenchReport<T>> {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { start: loadAtStart, end: loadAverage() },
    ...figures,
  };
  await writeFile(path.join(resultsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
