/**
 * A person's photo: a signed PUT of a declared image type and size (at most 2 MB), checked again when kept (what
 * arrived must be an image of its type, at most 2 MB), served through a signed GET, and only ever the person's.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '@app/shared/users/user-photo';
import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let emma: { id: string; token: string };

/** A JPEG's first bytes and some filler: enough for the type check, which reads the start only. */
const jpeg = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return bytes;
};
const png = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  return bytes;
};

async function upload(userId: string, bytes: Uint8Array, contentType = 'image/jpeg', token = admin.token) {
  const answer = await api.send(
    contracts.photoUpload,
    { params: { userId }, body: { contentType: contentType as 'image/jpeg', size: bytes.length } },
    { token },
  );
  const target = present(answer.data, `upload ${answer.status}`);
  const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: bytes });
  expect(put.status).toBe(200);
  return target.uploadId;
}

const save = (userId: string, uploadId: string, token = admin.token) =>
  api.send(contracts.photoSave, { params: { userId }, body: { uploadId } }, { token });

/** The object key a signed link of the local S3 (path style: /<bucket>/<key>) points at. */
const keyOfUrl = (url: string) =>
  decodeURIComponent(new URL(url).pathname).replace(`/${api.stack.resources.buckets.files}/`, '');

/** Whether the bucket holds the key, asked of the local S3 itself (not through the API). */
const stored = (key: string) =>
  withClients(api, async ({ s3 }) => {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: api.stack.resources.buckets.files, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  });

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  emma = await createUserAndSignIn(api, admin, 'emma', ['employee']);
});

describe('photo of a person', () => {
  it('uploads, keeps and serves an image; it shows in the users list; removing it ends that', async () => {
    const bytes = jpeg();
    const kept = await save(emma.id, await upload(emma.id, bytes));
    const url = present(kept.data?.url);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const read = await api.send(contracts.photo, { params: { userId: emma.id } }, { token: admin.token });
    expect(read.data?.url).toBeTruthy();
    const list = await api.send(userContracts.list, {}, { token: admin.token });
    const listed = list.data?.find((user) => user.id === emma.id);
    expect(listed?.photoUrl).toBeTruthy();
    expect(list.data?.find((user) => user.id !== emma.id)?.photoUrl).toBeUndefined();

    const removed = await api.send(
      contracts.photoDelete,
      { params: { userId: emma.id } },
      { token: admin.token },
    );
    expect(removed.status).toBe(204);
    const after = await api.send(contracts.photo, { params: { userId: emma.id } }, { token: admin.token });
    expect(after.data).toEqual({ url: null, updatedAt: null });
    expect((await fetch(url)).status).toBe(404);
    // The object itself is gone from the bucket, not just unlinked.
    expect(await stored(keyOfUrl(url))).toBe(false);
  });

  it('keeps a photo under the tenant, out of the expiring uploads, and deletes it with its person', async () => {
    const kim = await createUserAndSignIn(api, admin, 'kim', ['employee']);
    const uploadId = await upload(kim.id, jpeg());
    const uploadKey = `uploads/${admin.customerNo}/photos/${kim.id}/${uploadId}`;
    expect(await stored(uploadKey)).toBe(true);
    const kept = await save(kim.id, uploadId);
    const key = keyOfUrl(present(kept.data?.url));
    expect(key).toBe(`tenants/${admin.customerNo}/user-photos/${kim.id}/${uploadId}`);
    expect(await stored(key)).toBe(true);
    // Taken out of the uploads (which expire after a day).
    expect(await stored(uploadKey)).toBe(false);

    // A second photo replaces the first: the first object goes.
    const second = await save(kim.id, await upload(kim.id, jpeg(4096)));
    const secondKey = keyOfUrl(present(second.data?.url));
    expect(await stored(key)).toBe(false);
    expect(await stored(secondKey)).toBe(true);

    const user = await api.send(userContracts.get, { params: { userId: kim.id } }, { token: admin.token });
    const deleted = await api.send(
      userContracts.delete,
      { params: { userId: kim.id }, query: { version: present(user.data).version } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    expect(await stored(secondKey)).toBe(false);
  });

  it('takes image types of 1 byte to 2 MB only', async () => {
    for (const body of [
      { contentType: 'application/pdf', size: 1000 },
      { contentType: 'image/svg+xml', size: 1000 },
      { contentType: 'image/jpeg', size: maxPhotoBytes + 1 },
      { contentType: 'image/jpeg', size: 0 },
    ]) {
      const answer = await api.call('POST', `/api/users/${emma.id}/photo/upload`, {
        token: admin.token,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const largest = await api.send(
      contracts.photoUpload,
      { params: { userId: emma.id }, body: { contentType: 'image/png', size: maxPhotoBytes } },
      { token: admin.token },
    );
    expect(largest.status).toBe(200);
  });

  it('refuses what arrived when it is not an image of its type or larger than 2 MB, and deletes it', async () => {
    const renamed = await upload(emma.id, png(), 'image/jpeg');
    const refused = await save(emma.id, renamed);
    expect(refused.status).toBe(400);
    // Deleted: keeping it again finds nothing.
    expect((await save(emma.id, renamed)).status).toBe(400);

    // A PUT past the signature (S3 itself refuses another length): written straight into storage here.
    const uploadId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    await withClients(api, ({ s3 }) =>
      s3.send(
        new PutObjectCommand({
          Bucket: api.stack.resources.buckets.files,
          Key: `uploads/${admin.customerNo}/photos/${emma.id}/${uploadId}`,
          Body: jpeg(maxPhotoBytes + 1),
          ContentType: 'image/jpeg',
        }),
      ),
    );
    const tooLarge = await save(emma.id, uploadId);
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.error?.details)).toContain('users.photo.tooLarge');
  });

  it("is only ever the person's: another person's upload, another tenant and missing rights are refused", async () => {
    const otto = await createUserAndSignIn(api, admin, 'otto', ['employee']);
    const forOtto = await upload(otto.id, jpeg());
    expect((await save(emma.id, forOtto)).status).toBe(400);
    expect((await save(otto.id, forOtto)).status).toBe(200);

    const other = await signUpTenant(api, { language: 'en' });
    expect((await save(otto.id, forOtto, other.token)).status).toBe(404);
    const foreign = await api.send(contracts.photo, { params: { userId: otto.id } }, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(
      (
        await api.send(
          contracts.photoUpload,
          { params: { userId: otto.id }, body: { contentType: 'image/jpeg', size: 10 } },
          { token: emma.token },
        )
      ).status,
    ).toBe(403);
  });
});
