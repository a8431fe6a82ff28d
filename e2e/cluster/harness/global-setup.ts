// Playwright's global setup of the cluster tier: the whole cluster up before the first spec (harness/cluster.ts).
import { startCluster, stopCluster } from './cluster';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  try {
    await startCluster();
  } catch (error) {
    await stopCluster();
    throw error;
  }
  console.log(`Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
