// A loopback TCP port nothing listens on now, for a test that starts a server of its own (an API process, a
// redis-server): the system picks it, the probe closes it, the test takes it at once.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
