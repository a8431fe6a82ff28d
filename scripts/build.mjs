// The builds `npm test` and `npm start` need (the API and the database commands bundled by esbuild, the web app by
// `next build`), each only when its sources changed. .ci/run runs this beside lint and the type check, so the test
// run that follows finds both builds done.
import { ensureApiBuild, ensureDependencies, ensureWebBuild } from './lib/setup.mjs';

await ensureDependencies();
await ensureApiBuild();
await ensureWebBuild();
