/**
 * A person's photo (EDITIMAGE): the browser rotates it on a canvas and uploads the result straight to storage
 * through a signed PUT of the declared type and size (at most 2 MB); keeping it checks what actually arrived
 * (size, type, first bytes), copies it out of the uploads (which expire) and only then points the user at it.
 * Served through short-lived signed GETs; a replaced or removed photo's object is deleted.
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
import { commitAudited, userTarget } from '../audit/audit.service';
import { now } from '../clock';
import { assertMayActOn } from '../security/user-guards';
import { UserRepository } from '../directory/user.repository';
import { requireUser } from './user.service';
import {
  deletePhoto,
  inspectUpload,
  keepUpload,
  photoKey,
  photoUploadKey,
  photoUploadUrl,
  photoUrl,
} from './photo.store';
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
  const key = photoUploadKey(caller.tenant, user.id, uploadId);
  const url = await photoUploadUrl(caller.tenant, key, request.contentType, request.size, uploadSeconds);
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
  // The keys are built here from the caller's tenant and the person: an upload id can name nothing else.
  const uploadKey = photoUploadKey(caller.tenant, user.id, uploadId);
  const upload = await inspectUpload(caller.tenant, uploadKey);
  if (!upload) throw refused('users.photo.notUploaded');
  const contentType = photoContentTypes.find((type) => type === upload.contentType);
  if (upload.size > maxPhotoBytes || !contentType || !isImageOfType(upload.head, contentType)) {
    await deletePhoto(caller.tenant, uploadKey);
    throw refused(upload.size > maxPhotoBytes ? 'users.photo.tooLarge' : 'users.photo.notImage');
  }
  const key = photoKey(caller.tenant, user.id, uploadId);
  await keepUpload(caller.tenant, uploadKey, key);
  const updatedAt = now().toISOString();
  try {
    await commitPhoto(caller, user, { key, contentType, updatedAt });
  } catch (error) {
    // Nobody points at the copy: it goes (the upload stays until it expires, and may be kept again).
    await deletePhoto(caller.tenant, key);
    throw error;
  }
  await deletePhoto(caller.tenant, uploadKey);
  if (user.photo && user.photo.key !== key) await deletePhoto(caller.tenant, user.photo.key);
  return { url: await photoUrl(caller.tenant, key, photoUrlSeconds), updatedAt };
}

export async function getPhoto(caller: Caller, userId: string): Promise<TPhoto> {
  const { photo } = await requireUser(caller, userId);
  return photo
    ? { url: await photoUrl(caller.tenant, photo.key, photoUrlSeconds), updatedAt: photo.updatedAt }
    : { url: null, updatedAt: null };
}

export async function removePhoto(caller: Caller, userId: string): Promise<void> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  if (!user.photo) return;
  await commitPhoto(caller, user, undefined);
  await deletePhoto(caller.tenant, user.photo.key);
}

async function commitPhoto(
  caller: Caller,
  user: Awaited<ReturnType<typeof requireUser>>,
  photo: { key: string; contentType: TPhotoContentType; updatedAt: string } | undefined,
): Promise<void> {
  const { photo: before, ...rest } = user;
  const next = photo ? { ...rest, photo } : rest;
  await commitAudited(
    caller,
    {
      action: 'user.photo',
      target: userTarget(user),
      before: { photo: before?.updatedAt ?? null },
      after: { photo: photo?.updatedAt ?? null },
      at: now(),
    },
    [new UserRepository(caller.tenant).updateWrite(next, user.version)],
  );
}
