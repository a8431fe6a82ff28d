import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } }); p.on('console', m => console.log('console', m.type(), m.text().slice(0,300))); p.on('pageerror', e => console.log('pageerror', e.message.slice(0,500)));
await p.goto(process.argv[2]);
await p.waitForTimeout(1500);
await p.screenshot({ path: process.argv[3] });
console.log(await p.evaluate(() => document.querySelector('header > div')?.getBoundingClientRect().height));
await b.close();
