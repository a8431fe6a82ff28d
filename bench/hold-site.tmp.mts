import { startSite } from './lib/site.ts';
const site = await startSite({ api: 4601, web: 3601 });
console.log('READY', site.webUrl);
process.on('SIGTERM', async () => { await site.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
