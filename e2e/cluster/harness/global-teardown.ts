// Playwright's global teardown of the cluster tier: every process stopped, the cluster's database dropped.
import { stopCluster } from './cluster';

export default async function globalTeardown(): Promise<void> {
  await stopCluster();
}
