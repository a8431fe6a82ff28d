// Owns media kept in an S3-compatible bucket (MEDIA_S3_BUCKET): AWS S3, MinIO, Yandex Object Storage or any other
// speaking the S3 API, through the AWS SDK v3. Every API process on every machine reads the same bucket, so a poster
// written by one is served by all. Objects are written with their content type and an immutable Cache-Control, so a
// CDN or a public bucket in front can serve them as they are. Checksums are sent only where S3 requires them: the
// SDK's default CRC32 headers (since 3.729) are refused by several S3-compatible services.
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentAddressedKey, IMMUTABLE_CACHE_CONTROL, isMediaKey, mediaContentType } from './media-key.js';
import type { S3MediaSettings } from './media-settings.js';
import type { MediaObject, MediaStore } from './media-store-contract.js';

/** Answers that mean "no such object" (a bucket without list permission answers 403 for a missing key). */
function isAbsent(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3MediaStore(settings: S3MediaSettings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const { bucket } = settings;

  return {
    description: `the S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} (region ${settings.region})`,

    async put(name, bytes) {
      const key = contentAddressedKey(name, bytes);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
          ContentType: mediaContentType(key),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return key;
    },

    async get(key): Promise<MediaObject | null> {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? null,
          contentType: mediaContentType(key),
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
