import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

/** A tiny app logging through the options into a string: one ordinary route and one that fails. */
async function logsOf(config: Parameters<typeof loggerOptions>[0], firstUrl = '/fine') {
  const sink = new PassThrough();
  let written = '';
  sink.on('data', (chunk) => {
    written += chunk;
  });
  const app = Fastify(loggerOptions(config, { destination: sink }));
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async (request) => {
    request.log.error('the database went away');
    throw new Error('boom');
  });
  await app.inject(firstUrl);
  await app.inject('/broken');
  app.log.info('API ready');
  await app.close();
  return written.trim().split('\n');
}

describe('loggerOptions', () => {
  it('writes JSON lines with a line per request coming and going by default (production)', async () => {
    const lines = await logsOf({ logLevel: 'info', logFormat: 'json', logRequests: true });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toHaveLength(2);
    expect(entries.filter((entry) => entry.msg === 'request completed')).toHaveLength(2);
    expect(entries.some((entry) => entry.msg === 'API ready')).toBe(true);
  });

  it('logs a request URL without the key of a guest ticket link, in either format', async () => {
    for (const logFormat of ['json', 'pretty'] as const) {
      const lines = await logsOf({ logLevel: 'info', logFormat, logRequests: true }, '/fine?key=s3cret&x=1');
      expect(lines.join('\n')).toContain('/fine?key=[redacted]&x=1');
      expect(lines.join('\n')).not.toContain('s3cret');
    }
  });

  it('writes one readable line per event and no request lines for a person at a terminal (npm start)', async () => {
    const lines = await logsOf({ logLevel: 'info', logFormat: 'pretty', logRequests: false });
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
    // What matters still shows: the failure and the ready line, with their level and time.
    expect(lines.find((line) => line.includes('the database went away'))).toMatch(
      /^\[\d\d:\d\d:\d\d\] ERROR/,
    );
    expect(lines.find((line) => line.includes('API ready'))).toMatch(/INFO/);
  });
});
