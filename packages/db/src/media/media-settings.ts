// Owns reading where media live from the environment, for the API (apps/api/src/config.ts) and the seed
// (src/config.ts) alike: the folder MEDIA_DIR by default, an S3-compatible bucket when MEDIA_S3_BUCKET is set.
// A bad value throws one sentence naming the variable.
//   MEDIA_S3_BUCKET              the bucket (its presence chooses S3)
//   MEDIA_S3_ENDPOINT            the service's address (MinIO, Yandex: https://storage.yandexcloud.net); unset: AWS
//   MEDIA_S3_REGION              default us-east-1 (Yandex: ru-central1)
//   MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY  both or neither (neither: the SDK's own chain, AWS_* or a role)
//   MEDIA_S3_FORCE_PATH_STYLE    bucket in the path, not the host name; default on with an endpoint (MinIO needs it)

export type S3MediaSettings = {
  kind: 's3';
  bucket: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

export type MediaStoreSettings = { kind: 'local'; dir: string } | S3MediaSettings;

const S3_VARIABLES = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_FORCE_PATH_STYLE',
] as const;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;
const FLAGS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

/** `localDir` is MEDIA_DIR as the caller resolved it (it knows DATA_DIR). Empty values count as unset. */
export function mediaStoreSettings(
  env: Record<string, string | undefined>,
  localDir: string,
): MediaStoreSettings {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined;
  const bucket = value('MEDIA_S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without MEDIA_S3_BUCKET: set the bucket too, or remove them to keep media in MEDIA_DIR`,
      );
    }
    return { kind: 'local', dir: localDir };
  }
  if (!BUCKET.test(bucket))
    throw new Error(
      `MEDIA_S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens), got "${bucket}"`,
    );
  const endpoint = value('MEDIA_S3_ENDPOINT') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(endpoint)) {
    throw new Error('MEDIA_S3_ENDPOINT must be an http:// or https:// address');
  }
  const region = value('MEDIA_S3_REGION') ?? 'us-east-1';
  if (!REGION.test(region))
    throw new Error(
      `MEDIA_S3_REGION must be a region name such as us-east-1 or ru-central1, got "${region}"`,
    );
  const pathStyle = value('MEDIA_S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && FLAGS[pathStyle.toLowerCase()] === undefined) {
    throw new Error('MEDIA_S3_FORCE_PATH_STYLE must be on or off');
  }
  const accessKeyId = value('MEDIA_S3_ACCESS_KEY_ID');
  const secretAccessKey = value('MEDIA_S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error(
      "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials",
    );
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region,
    forcePathStyle: pathStyle === undefined ? endpoint !== null : FLAGS[pathStyle.toLowerCase()]!,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}
