// Benchmark: what a phone downloads and how Lighthouse rates it. Two figures of issue 3:
// 1. First-load JavaScript of the home page, gzipped: every script the page loads before it is idle, fetched in
//    the system Chromium and each compressed with gzip level 9 (what a CDN serves), summed. Target ≤ 170 KB.
// 2. Lighthouse (the npm package, mobile profile with its simulated slow 4G and CPU slowdown) on the system
//    Chromium: performance and accessibility scores of home, /events and a performance page. Target ≥ 95 each.
//
// Lighthouse moves by several points between runs on a shared machine: each page is measured `--runs` times (3 by
// default, the pages taking turns) and every figure is the median of its runs. `--lhr-dir DIR` also writes each
// run's full Lighthouse report (bootup time, main-thread work, long tasks, LCP breakdown) there as JSON.
//
//   npm run bench:vitals [-- --runs 5 --lhr-dir /tmp/lhr --api-port N --web-port N --compare-compile-hints
//                           --cpu-slowdown 8]
// Writes bench/results/web-vitals.json and prints a markdown table.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { addCompileHints, removeCompileHints } from '../apps/web/scripts/compile-hints.mjs';
import { numberFlag, textFlag } from './lib/cli.ts';
import { writeReport } from './lib/report.ts';
import { firstLink, repoRoot, startSite } from './lib/site.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// Lighthouse's mobile profile (slow 4G, a phone's CPU as 4× this host's); `--cpu-slowdown 8` asks how the pages do
// on a host half as fast, or on a phone twice as slow.
const { mobileSlow4G } = throttling;
const cpuSlowdown = numberFlag('cpu-slowdown', mobileSlow4G.cpuSlowdownMultiplier);

async function firstLoadJs(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
    return { files: scripts.size, gzipBytes };
  } finally {
    await browser.close();
  }
}

async function waitForDebugger(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium's debugging port ${port} did not open`);
}

type PageFigures = { performance: number; accessibility: number; lcpMs: number; tbtMs: number };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 === 1 ? at(middle) : Math.round((at(middle - 1) + at(middle)) / 2);
}

/** A build to measure: the build as it is, or a baseline made from it before each of its turns. */
type Variant = { name: string; prepare?: () => Promise<unknown> };

async function lighthouseScores(
  urls: readonly string[],
  port: number,
  runs: number,
  variants: readonly Variant[],
  lhrDir?: string,
) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'afisha-lighthouse-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(port);
    if (lhrDir) await mkdir(lhrDir, { recursive: true });
    const key = (variant: Variant, url: string) => `${variant.name} ${url}`;
    const runsOf = new Map<string, PageFigures[]>(
      variants.flatMap((variant) => urls.map((url) => [key(variant, url), []] as const)),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const variant of variants) {
        await variant.prepare?.();
        for (const [index, url] of urls.entries()) {
          const result = await lighthouse(url, {
            port,
            throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          if (lhrDir)
            await writeFile(
              path.join(lhrDir, `${variant.name}-page${index}-run${run}.json`),
              JSON.stringify(result.lhr),
            );
          const { categories, audits } = result.lhr;
          runsOf.get(key(variant, url))?.push({
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          });
        }
      }
    }
    const scores: Record<string, Record<string, PageFigures & { runs: PageFigures[] }>> = {};
    for (const variant of variants) {
      const ofVariant: Record<string, PageFigures & { runs: PageFigures[] }> = {};
      for (const url of urls) {
        const list = runsOf.get(key(variant, url)) ?? [];
        const of = (figure: keyof PageFigures) => median(list.map((figures) => figures[figure]));
        ofVariant[url] = {
          performance: of('performance'),
          accessibility: of('accessibility'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          runs: list,
        };
      }
      scores[variant.name] = ofVariant;
    }
    return scores;
  } finally {
    // Chromium writes to its profile until it has exited: remove the folder only then.
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

const site = await startSite({ api: numberFlag('api-port', 4711), web: numberFlag('web-port', 3711) });
try {
  const home = await (await fetch(`${site.webUrl}/`)).text();
  const events = await (await fetch(`${site.webUrl}/events`)).text();
  const performancePath = firstLink(home, '/perfomances/') ?? firstLink(events, '/perfomances/');
  const pages = ['/', '/events', ...(performancePath ? [performancePath] : [])].map((p) => site.webUrl + p);

  const js = await firstLoadJs(`${site.webUrl}/`);
  if (process.argv.includes('--js-only')) {
    // The first-load JavaScript of the home and a performance page only, without Lighthouse: what a change to the
    // back office must leave as it is (issue 31: the designer adds nothing to the storefront).
    const onPerformance = performancePath ? await firstLoadJs(site.webUrl + performancePath) : null;
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`First-load JS, gzipped: home ${kb(js.gzipBytes)} KB in ${js.files} files`);
    if (onPerformance)
      console.log(
        `First-load JS, gzipped: ${performancePath} ${kb(onPerformance.gzipBytes)} KB in ${onPerformance.files} files`,
      );
    process.exitCode = 0;
  } else await lighthouseRun(pages, js);
} finally {
  await site.stop();
}

async function lighthouseRun(pages: string[], js: { files: number; gzipBytes: number }) {
  const runs = numberFlag('runs', 3);
  // --compare-compile-hints: the same build without its compile hints (apps/web/scripts/compile-hints.mjs) is the
  // baseline, measured in turns with the build as it is; the build gets its hints back at the end.
  const nextDir = path.join(repoRoot, 'apps', 'web', '.next');
  const variants: Variant[] = process.argv.includes('--compare-compile-hints')
    ? [
        { name: 'without compile hints', prepare: () => removeCompileHints(nextDir) },
        { name: 'with compile hints', prepare: () => addCompileHints(nextDir) },
      ]
    : [{ name: 'build' }];
  let scores: Awaited<ReturnType<typeof lighthouseScores>>;
  try {
    scores = await lighthouseScores(
      pages,
      numberFlag('debug-port', 9333),
      runs,
      variants,
      textFlag('lhr-dir'),
    );
  } finally {
    if (variants.length > 1) await addCompileHints(nextDir);
  }
  await writeReport('web-vitals', {
    homeFirstLoadJs: js,
    cpuSlowdown,
    lighthouse: variants.length > 1 ? scores : scores.build,
  });

  const kb = (js.gzipBytes / 1024).toFixed(1);
  console.log(`Home first-load JavaScript: ${js.files} files, ${kb} KB gzipped (target ≤ 170 KB)`);
  console.log(
    `Medians of ${runs} Lighthouse runs per page, CPU slowdown ${cpuSlowdown}× (each run's performance score in brackets):`,
  );
  console.log('| build | page | Lighthouse performance | accessibility | LCP ms | TBT ms |');
  console.log('|---|---|---|---|---|---|');
  for (const [variant, ofVariant] of Object.entries(scores)) {
    for (const [url, s] of Object.entries(ofVariant)) {
      const each = s.runs.map((figures) => figures.performance).join(', ');
      console.log(
        `| ${variant} | ${url.replace(site.webUrl, '')} | ${s.performance} (${each}) | ${s.accessibility} | ${s.lcpMs} | ${s.tbtMs} |`,
      );
    }
  }
}
