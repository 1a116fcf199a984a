import {
  PHOTO_MAX_BYTES,
  apiPaths,
  messages,
  serverMessages,
  type Profile,
} from '@ai-map/contracts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectFieldErrors,
  registerUser,
  tokenHeader,
  uniqueEmail,
} from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { startTestSmtp } from '../../test-support/test-smtp';

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG signature followed by filler up to `size` bytes: passes the type check, any size. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0x20)]);

type Part =
  { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body built with the platform's FormData. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.file)], { type: part.type }),
        part.filename,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type')!,
  };
}

describe('profile API', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const get = (key: string) =>
    t.app.inject({ method: 'GET', url: api(apiPaths.profile), headers: tokenHeader(key) });
  const patch = (key: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: api(apiPaths.profile),
      headers: tokenHeader(key),
      payload,
    });
  const upload = async (key: string, parts: Part[]) => {
    const { payload, contentType } = await multipart(parts);
    return t.app.inject({
      method: 'PATCH',
      url: api(apiPaths.profile),
      headers: { ...tokenHeader(key), 'content-type': contentType },
      payload,
    });
  };
  const photoPart = (file: Buffer, filename = 'me.png', type = 'image/png'): Part => ({
    name: 'photo',
    file,
    filename,
    type,
  });
  const avatarFiles = async () =>
    readdir(path.join(t.config.dataDir, 'media', 'avatars')).catch(() => [] as string[]);

  describe('JSON updates', () => {
    it('refuses anonymous updates', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: api(apiPaths.profile),
        payload: { name: 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    });

    it('changes only the name when only the name is sent', async () => {
      const { key } = await registerUser(t.app, { full_name: 'Old Name' });
      const before = (await get(key)).json<Profile>();
      const res = await patch(key, { name: '  New Name  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...before, name: 'New Name' });
      expect((await get(key)).json()).toEqual({ ...before, name: 'New Name' });
    });

    it('changes the e-mail, marks it unconfirmed and mails a new confirmation link', async () => {
      const { key, email } = await registerUser(t.app);
      const first = await smtp.waitFor(email);
      const [, firstKey] = /confirm_email=([0-9a-f]{40})/.exec(first.body)!;
      expect(
        (await t.app.inject({ method: 'POST', url: api(apiPaths.accountConfirmEmail(firstKey!)) }))
          .statusCode,
      ).toBe(200);
      expect((await get(key)).json().email_confirmed).toBe(true);

      const newEmail = uniqueEmail('moved');
      const res = await patch(key, { email: newEmail.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: newEmail, email_confirmed: false });
      expect((await get(key)).json()).toMatchObject({ email: newEmail, email_confirmed: false });

      const mail = await smtp.waitFor(newEmail);
      const [, newKey] = /http:\/\/app\.test\/\?confirm_email=([0-9a-f]{40})/.exec(mail.body)!;
      const confirm = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.accountConfirmEmail(newKey!)),
        payload: { key: newKey },
      });
      expect(confirm.statusCode).toBe(200);
      expect((await get(key)).json()).toMatchObject({ email: newEmail, email_confirmed: true });
    });

    it('voids a pending confirmation link of the previous address', async () => {
      const { key, email } = await registerUser(t.app);
      const [, oldKey] = /confirm_email=([0-9a-f]{40})/.exec((await smtp.waitFor(email)).body)!;
      expect((await patch(key, { email: uniqueEmail('elsewhere') })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: api(apiPaths.accountConfirmEmail(oldKey!)),
      });
      expect(res.statusCode).toBe(404);
      expect((await get(key)).json().email_confirmed).toBe(false);
    });

    it("refuses another user's e-mail", async () => {
      const other = await registerUser(t.app);
      const { key, email } = await registerUser(t.app);
      const res = await patch(key, { email: other.email.toUpperCase() });
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { email: [serverMessages.emailInUse] });
      expect((await get(key)).json().email).toBe(email);
    });

    it('refuses an invalid e-mail, an empty name and unknown fields', async () => {
      const { key } = await registerUser(t.app);
      const badEmail = await patch(key, { email: 'not an email' });
      expect(badEmail.statusCode).toBe(400);
      expectFieldErrors(badEmail.json(), { email: [messages.invalidEmail] });

      const emptyName = await patch(key, { name: '   ' });
      expect(emptyName.statusCode).toBe(400);
      expectFieldErrors(emptyName.json(), { name: ['Name cannot be empty.'] });

      // An over-long name is refused in words, not with the validator's "Too big: …".
      const longName = await patch(key, { name: 'A'.repeat(300) });
      expect(longName.statusCode).toBe(400);
      expectFieldErrors(longName.json(), { name: ['Name can be at most 150 characters.'] });

      const unknown = await patch(key, { name: 'Fine', is_staff: true });
      expect(unknown.statusCode).toBe(400);
      expectFieldErrors(unknown.json(), { is_staff: ['This field is not accepted here.'] });
      // Nothing of a refused update is applied.
      expect((await get(key)).json().name).toBe('Ada Lovelace');
    });

    it('answers an update without changes with the unchanged profile', async () => {
      const { key, email } = await registerUser(t.app);
      const before = (await get(key)).json<Profile>();
      const mailsBefore = smtp.received.filter((m) => m.to.includes(email)).length;
      for (const body of [{}, { name: before.name }, { email: before.email.toUpperCase() }]) {
        const res = await patch(key, body);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(before);
      }
      // Re-sending the same address sends no new confirmation mail.
      expect(smtp.received.filter((m) => m.to.includes(email)).length).toBe(mailsBefore);
    });
  });

  describe('photo upload', () => {
    it('stores a PNG, serves it back and deletes it when replaced', async () => {
      const { key } = await registerUser(t.app);
      const res = await upload(key, [photoPart(PNG)]);
      expect(res.statusCode, res.body).toBe(200);
      const first = res.json<Profile>().photo!;
      expect(first).toMatch(/^\/media\/avatars\/[0-9a-f]+\.png$/);
      expect((await get(key)).json().photo).toBe(first);

      const served = await t.app.inject({ method: 'GET', url: first });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);

      const replacement = pngOfSize(2048);
      const again = await upload(key, [photoPart(replacement, 'other.jpg', 'image/jpeg')]);
      expect(again.statusCode).toBe(200);
      const second = again.json<Profile>().photo!;
      // The stored type follows the content, not the declared name or type.
      expect(second).toMatch(/^\/media\/avatars\/[0-9a-f]+\.png$/);
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      const secondServed = await t.app.inject({ method: 'GET', url: second });
      expect(secondServed.statusCode).toBe(200);
      expect(secondServed.rawPayload.equals(replacement)).toBe(true);
    });

    it('refuses a text file that claims to be a PNG with 415 and stores nothing', async () => {
      const { key } = await registerUser(t.app);
      const filesBefore = await avatarFiles();
      const res = await upload(key, [
        photoPart(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png'),
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media_type',
        photo: [expect.any(String)],
      });
      expect((await get(key)).json().photo).toBeNull();
      expect(await avatarFiles()).toEqual(filesBefore);
    });

    it('accepts a photo of a few megabytes (above the JSON body limit)', async () => {
      const { key } = await registerUser(t.app);
      const big = pngOfSize(4 * 1024 * 1024);
      const res = await upload(key, [photoPart(big)]);
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json<Profile>().photo! });
      expect(served.rawPayload.length).toBe(big.length);
    });

    it('refuses a photo over 5 MB with 413', async () => {
      const { key } = await registerUser(t.app);
      const res = await upload(key, [photoPart(pngOfSize(PHOTO_MAX_BYTES + 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('payload_too_large');
      expect((await get(key)).json().photo).toBeNull();
    });

    it('refuses an unexpected file field with 400', async () => {
      const { key } = await registerUser(t.app);
      const res = await upload(key, [
        { name: 'resume', file: PNG, filename: 'cv.png', type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid', resume: [expect.any(String)] });
    });

    it('updates the name and the photo together', async () => {
      const { key } = await registerUser(t.app);
      const res = await upload(key, [{ name: 'name', value: 'Multipart Name' }, photoPart(PNG)]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Multipart Name',
        photo: expect.stringMatching(/^\/media\/avatars\//),
      });
      expect((await get(key)).json()).toMatchObject({ name: 'Multipart Name' });
    });

    it('ignores a photo sent back as its URL text', async () => {
      const { key } = await registerUser(t.app);
      const photo = (await upload(key, [photoPart(PNG)])).json<Profile>().photo!;
      const res = await upload(key, [
        { name: 'photo', value: `http://app.test${photo}` },
        { name: 'name', value: 'Text Photo' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Text Photo', photo });
      expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    });

    it('validates multipart text fields like JSON ones', async () => {
      const { key } = await registerUser(t.app);
      const res = await upload(key, [{ name: 'email', value: 'broken' }, photoPart(PNG)]);
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res.json(), { email: [messages.invalidEmail] });
      expect((await get(key)).json().photo).toBeNull();
    });
  });
});
