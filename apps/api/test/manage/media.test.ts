// [BACK OFFICE] POST /manage/media: images uploaded by managers are recognised by their bytes, limited in size and
// pixels, stripped of EXIF and turned upright, resized to the sizes the site uses and stored under immutable
// /media/ URLs; an SVG is rasterised, and a hostile one refused. Whatever is refused leaves nothing behind: no row,
// no file in the store.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { auditLog, mediaFiles } from '@afisha/db';
import { count, eq } from '@afisha/db/orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../factories/catalogue.factory.ts';
import { type ManageClient, manageClient } from '../helpers/manager.ts';
import { authHeaders, startSession } from '../helpers/session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: ManageClient;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await manageClient(t.app, db(), { kind: 'admin' });
});
afterAll(async () => t.close());

const jpeg = (width: number, height: number, options: { orientation?: number } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .jpeg()
    .withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      exif: { IFD0: { Copyright: 'Secret Camera 42', Artist: 'Ivan' } },
    })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .webp()
    .toBuffer();
const svg = (body: string, attributes = '') =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="300" viewBox="0 0 200 300"${attributes}>${body}</svg>`,
  );
const POSTER_SVG = svg(
  '<rect width="200" height="300" fill="#123456"/><circle cx="100" cy="150" r="60" fill="#fff"/>',
);

/** Every file under the media folder (the test app's store). */
async function storedFiles(): Promise<string[]> {
  const root = t.config.media.kind === 'local' ? t.config.media.dir : '';
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function rows() {
  const [row] = await db().select({ n: count() }).from(mediaFiles);
  return row?.n ?? 0;
}

/** The media answer's bytes, as the site would fetch them. */
async function fetchMedia(url: string) {
  const response = await t.app.inject({ url });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe('uploading an image', () => {
  it('stores a JPEG re-encoded, upright, without EXIF, with the poster sizes, and records it', async () => {
    // Orientation 6: the camera held the picture a quarter turned; 400×300 stored, 300×400 shown.
    const answer = await admin.upload('/media', {
      name: 'Афиша премьеры.jpg',
      type: 'image/jpeg',
      data: await jpeg(400, 300, { orientation: 6 }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const file = answer.body;
    expect(file).toMatchObject({ content_type: 'image/jpeg', width: 300, height: 400 });
    expect(file.url).toMatch(/^\/media\/uploads\/afisha-premyery\.[0-9a-f]{16}\.jpg$/);
    expect(file.variants.poster).toMatchObject({ width: 600, height: 900 });
    expect(file.variants.poster_small).toMatchObject({ width: 300, height: 450 });
    // `wide` keeps the shape and is never enlarged.
    expect(file.variants.wide).toMatchObject({ width: 300, height: 400 });
    expect(file.variants.poster.url).toMatch(
      /^\/media\/uploads\/afisha-premyery-poster\.[0-9a-f]{16}\.webp$/,
    );

    const original = await fetchMedia(file.url);
    expect(original.status).toBe(200);
    expect(original.headers['cache-control']).toContain('immutable');
    const meta = await sharp(original.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(original.bytes.includes(Buffer.from('Secret Camera'))).toBe(false);
    const poster = await fetchMedia(file.variants.poster.url);
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 });

    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, file.id));
    expect(row).toMatchObject({
      url: file.url,
      contentType: 'image/jpeg',
      width: 300,
      height: 400,
      bytes: original.bytes.length,
      originalName: 'Афиша премьеры.jpg',
      uploadedBy: admin.userId,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(file.id)));
    expect(audit.find((entry) => entry.entityType === 'media')).toMatchObject({ action: 'create' });
  });

  it('takes PNG (with transparency) and WebP, whatever name and type the client gives', async () => {
    const fromPng = await admin.upload('/media', {
      name: 'logo',
      type: 'application/octet-stream',
      data: await png(120, 80),
    });
    expect(fromPng.status).toBe(201);
    expect(fromPng.body).toMatchObject({ content_type: 'image/png', width: 120, height: 80 });
    expect(fromPng.body.url).toMatch(/^\/media\/uploads\/logo\.[0-9a-f]{16}\.png$/);
    const fromWebp = await admin.upload('/media', {
      name: 'photo.gif',
      type: 'image/gif',
      data: await webp(50, 50),
    });
    expect(fromWebp.status).toBe(201);
    expect(fromWebp.body).toMatchObject({ content_type: 'image/webp', width: 50, height: 50 });
  });

  it('scales a large original down to 2400 px at most', async () => {
    const answer = await admin.upload('/media', {
      name: 'big.png',
      type: 'image/png',
      data: await png(3000, 1500),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 2400, height: 1200 });
    expect(answer.body.variants.wide).toMatchObject({ width: 1200, height: 600 });
  });

  it('rasterises an SVG to PNG, so no markup of it is ever served', async () => {
    const answer = await admin.upload('/media', {
      name: 'poster.svg',
      type: 'image/svg+xml',
      data: POSTER_SVG,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.content_type).toBe('image/png');
    expect(answer.body.url).toMatch(/\.png$/);
    // Drawn at the original's size (2400 on the longest side), not at the 200×300 the file names.
    expect(answer.body).toMatchObject({ width: 1600, height: 2400 });
    const served = await fetchMedia(answer.body.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).format).toBe('png');
  });

  it('answers field errors in the editor language for hostile and broken files, storing nothing', async () => {
    const valid = await jpeg(64, 64);
    const hostile: { case: string; name: string; type: string; data: Buffer; message: RegExp }[] = [
      {
        case: 'a PHP script named .jpg',
        name: 'shell.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<?php system($_GET["c"]); ?>'),
        message: /JPEG, PNG, WebP/,
      },
      {
        case: 'an empty file',
        name: 'empty.png',
        type: 'image/png',
        data: Buffer.alloc(0),
        message: /empty/,
      },
      {
        case: 'a truncated JPEG',
        name: 'cut.jpg',
        type: 'image/jpeg',
        data: valid.subarray(0, Math.floor(valid.length / 2)),
        message: /cannot be read/,
      },
      {
        case: 'a 30000×30000 PNG header (a decompression bomb)',
        name: 'bomb.png',
        type: 'image/png',
        data: await pngHeader(30_000, 30_000),
        message: /40 megapixels/,
      },
      {
        case: 'an SVG with a script',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: svg('<script>alert(document.cookie)</script><rect width="10" height="10"/>'),
        message: /scripts/,
      },
      {
        case: 'an SVG with onload',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: svg('<rect width="10" height="10"/>', ' onload="alert(1)"'),
        message: /scripts/,
      },
      {
        case: 'an SVG with an xlink to http',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: svg('<image xlink:href="http://169.254.169.254/latest/meta-data" width="10" height="10"/>'),
        message: /scripts/,
      },
      {
        case: 'an SVG with a javascript: link',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>'),
        message: /scripts/,
      },
      {
        case: 'an SVG with an external entity',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
        ),
        message: /scripts/,
      },
      {
        case: 'an SVG hiding its handler in mixed case',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: svg('<rect width="10" height="10" OnClick="alert(1)"/>'),
        message: /scripts/,
      },
    ];
    const filesBefore = (await storedFiles()).length;
    const rowsBefore = await rows();
    const editor = admin.inLocale('en');
    for (const file of hostile) {
      const answer = await editor.upload('/media', file);
      expect(answer.status, file.case).toBe(400);
      expect(answer.body.codes, file.case).toEqual({ file: ['invalid'] });
      expect(answer.body.file[0], file.case).toMatch(file.message);
    }
    expect((await storedFiles()).length).toBe(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses a request with no file, or not multipart, with a field error on `file`', async () => {
    const withoutFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: {
        cookie: admin.session.cookie,
        'x-csrftoken': admin.session.csrf,
        'content-type': 'multipart/form-data; boundary=x',
        'accept-language': 'ru',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nПостер\r\n--x--\r\n',
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().codes).toEqual({ file: ['required'] });
    expect(withoutFile.json().file[0]).toMatch(/[а-я]/);
    const json = await admin.post('/media', {});
    expect(json.status).toBe(400);
    expect(json.body.codes).toEqual({ file: ['required'] });
    const otherField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: {
        cookie: admin.session.cookie,
        'x-csrftoken': admin.session.csrf,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n'),
        await png(10, 10),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().codes).toEqual({ file: ['required'] });
  });

  it('refuses a file over 10 MB with 413 and its message, reading no more of it', async () => {
    const data = Buffer.concat([await jpeg(16, 16), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const rowsBefore = await rows();
    const answer = await admin
      .inLocale('de')
      .upload('/media', { name: 'huge.jpg', type: 'image/jpeg', data });
    expect(answer.status, JSON.stringify(answer.body)).toBe(413);
    expect(answer.body.code).toBe('payload_too_large');
    expect(answer.body.detail).toMatch(/10 MB/);
    expect(await rows()).toBe(rowsBefore);
  });

  it('is for managers only: 401 anonymous, 403 customers, 201 for a venue manager', async () => {
    const data = await png(10, 10);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: authHeaders(await startSession(t.app)),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await manageClient(t.app, db(), { kind: 'customer' });
    expect((await customer.upload('/media', { name: 'a.png', type: 'image/png', data })).status).toBe(403);
    const { venue } = await createVenue(db());
    const manager = await manageClient(t.app, db(), { kind: 'manager', venues: [venue.id] });
    expect((await manager.upload('/media', { name: 'a.png', type: 'image/png', data })).status).toBe(201);
  });
});

/** A PNG of nothing but a header claiming width × height (and a tiny, wrong IDAT): what a bomb looks like. */
async function pngHeader(width: number, height: number): Promise<Buffer> {
  const small = await png(1, 1);
  const copy = Buffer.from(small);
  // IHDR's data starts at byte 16: width, height (big-endian); its CRC follows at 29.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  const { crc32 } = await import('node:zlib');
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}
