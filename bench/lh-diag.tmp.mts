import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const port = 9444;
const browser = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`, '--user-data-dir=/tmp/lh-prof', 'about:blank'], { stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 100)); }
try {
  const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log('score', r!.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue);
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element', 'lcp-breakdown-insight', 'long-tasks', 'dom-size', 'render-blocking-insight', 'network-requests', 'forced-reflow-insight', 'unused-javascript', 'legacy-javascript-insight', 'duplicated-javascript-insight']) {
    const d: any = a[id]?.details;
    if (!d) continue;
    console.log('==', id, a[id].displayValue ?? '');
    const items = d.items ?? [];
    for (const it of items.slice(0, id === 'network-requests' ? 0 : 10)) {
      if (id === 'network-requests') console.log(Math.round(it.networkRequestTime), Math.round(it.networkEndTime), it.transferSize, it.resourceType, it.url.slice(-70));
      else console.log(JSON.stringify(it).slice(0, 900));
    }
  }
} finally { browser.kill('SIGTERM'); }
