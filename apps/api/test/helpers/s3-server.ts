// An S3-compatible object store for tests, started in-process on a loopback port: s3rver (npm), standing in for what
// production runs (AWS S3, MinIO, Yandex Object Storage: MinIO is not in Debian's packages and nothing here may be
// downloaded outside npm). It speaks the S3 REST API and checks signatures (access key and secret S3RVER), so the
// media store goes through the AWS SDK exactly as it would against those. Each server keeps its objects in a fresh
// folder of its own, removed on stop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3MediaSettings } from '@afisha/db/media/media-settings';
import S3rver from 's3rver';

export type TestS3Server = {
  /** The media settings that point at this server's bucket (what MEDIA_S3_* would give). */
  settings: S3MediaSettings;
  stop(): Promise<void>;
};

export async function startTestS3Server(bucket = 'afisha-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'afisha-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      kind: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
