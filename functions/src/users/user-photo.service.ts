/**
 * A person's photo (EDITIMAGE): the browser rotates it on a canvas and uploads the result straight to storage
 * through a signed PUT of the declared type and size (at most 2 MB); keeping it checks what actually arrived
 * (size, type, first bytes) before the user points at it. Served through short-lived signed GETs.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import {
  isImageOfType,
  maxPhotoBytes,
  photoContentTypes,
  type TPhoto,
  type TPhotoContentType,
  type TPhotoUpload,
  type TPhotoUploadRequest,
} from '@app/shared/users/user-photo';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now } from '../clock';
import { assertMayActOn } from './user-guards';
import { UserRepository } from './user.repository';
import { actorOf, requireUser, targetOf } from './user.service';
import { deletePhoto, inspectUpload, photoKey, photoUploadUrl, photoUrl } from './photo.store';
import { photoUrlSeconds } from './user-photo-urls';

const uploadSeconds = 10 * 60;

const refused = (messageKey: string) =>
  AppError.validation([{ path: 'body.uploadId', code: 'custom', messageKey, message: messageKey }]);

export async function startPhotoUpload(
  caller: Caller,
  userId: string,
  request: TPhotoUploadRequest,
): Promise<TPhotoUpload> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  const uploadId = randomUUID();
  const key = photoKey(caller.tenant.customerNo, user.id, uploadId);
  const url = await photoUploadUrl(key, request.contentType, request.size, uploadSeconds);
  return {
    uploadId,
    url,
    headers: { 'content-type': request.contentType },
    expiresAt: new Date(now().getTime() + uploadSeconds * 1000).toISOString(),
  };
}

/** Keeps an upload as the person's photo; the previous one is deleted. A bad upload is deleted and refused. */
export async function savePhoto(caller: Caller, userId: string, uploadId: string): Promise<TPhoto> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  // The key is built here from the caller's tenant and the person: an upload id can name nothing else.
  const key = photoKey(caller.tenant.customerNo, user.id, uploadId);
  const upload = await inspectUpload(key);
  if (!upload) throw refused('users.photo.notUploaded');
  const contentType = photoContentTypes.find((type) => type === upload.contentType);
  if (upload.size > maxPhotoBytes || !contentType || !isImageOfType(upload.head, contentType)) {
    await deletePhoto(key);
    throw refused(upload.size > maxPhotoBytes ? 'users.photo.tooLarge' : 'users.photo.notImage');
  }
  const updatedAt = now().toISOString();
  await commitPhoto(caller, user, { key, contentType, updatedAt });
  if (user.photo && user.photo.key !== key) await deletePhoto(user.photo.key);
  return { url: await photoUrl(key, photoUrlSeconds), updatedAt };
}

export async function getPhoto(caller: Caller, userId: string): Promise<TPhoto> {
  const { photo } = await requireUser(caller, userId);
  return photo
    ? { url: await photoUrl(photo.key, photoUrlSeconds), updatedAt: photo.updatedAt }
    : { url: null, updatedAt: null };
}

export async function removePhoto(caller: Caller, userId: string): Promise<void> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  if (!user.photo) return;
  await commitPhoto(caller, user, undefined);
  await deletePhoto(user.photo.key);
}

async function commitPhoto(
  caller: Caller,
  user: Awaited<ReturnType<typeof requireUser>>,
  photo: { key: string; contentType: TPhotoContentType; updatedAt: string } | undefined,
): Promise<void> {
  const { photo: before, ...rest } = user;
  const next = photo ? { ...rest, photo } : rest;
  await new AuditRepository(caller.tenant).commit(
    auditEntry(
      'user.photo',
      actorOf(caller),
      targetOf(user),
      { before: { photo: before?.updatedAt ?? null }, after: { photo: photo?.updatedAt ?? null } },
      now(),
    ),
    [new UserRepository(caller.tenant).updateWrite(next, user.version)],
  );
}
