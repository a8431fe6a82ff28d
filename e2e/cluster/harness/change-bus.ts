// The API's change bus as a back-office edit will use it (apps/api/src/lib/change-bus): after a change is committed in
// the database, one notice on the Redis channel every API process subscribes to, so each drops what it cached of it.
// The notice is encoded by the API's own encoder; redis-cli (Debian's redis-tools, beside redis-server) sends it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type ChangeNotice, encodeNotice } from '../../../apps/api/src/lib/change-bus/change-topics';
import { ports } from './topology';

const run = promisify(execFile);

/** CHANGE_CHANNEL of apps/api/src/lib/change-bus/change-bus-transports.ts. */
const CHANGE_CHANNEL = 'afisha_changes';

/** Publishes `notice` to the cluster's API processes; answers how many subscribers heard it. */
export async function publishChange(notice: ChangeNotice): Promise<number> {
  const { stdout } = await run(process.env.REDIS_CLI_BIN ?? 'redis-cli', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.redis),
    'PUBLISH',
    CHANGE_CHANNEL,
    encodeNotice('cluster-spec', notice),
  ]);
  return Number(stdout.trim());
}
