import * as z from 'zod';

/** A person's photo (EDITIMAGE): an image of at most 2 MB, uploaded straight to storage through a signed URL. */
export const maxPhotoBytes = 2 * 1024 * 1024;

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const ZPhotoContentType = z.enum(photoContentTypes);
export type TPhotoContentType = z.infer<typeof ZPhotoContentType>;

/** Asking where to upload: the type and size the browser will send (both are part of the signature). */
export const ZPhotoUploadRequest = z.strictObject({
  contentType: ZPhotoContentType,
  size: z.number().int().min(1).max(maxPhotoBytes),
});
export type TPhotoUploadRequest = z.infer<typeof ZPhotoUploadRequest>;

export const ZPhotoUpload = z.object({
  uploadId: z.uuid(),
  /** PUT the bytes here with exactly these headers, within `expiresAt`. */
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;

/** Keeping an upload as the person's photo. */
export const ZPhotoSave = z.strictObject({ uploadId: z.uuid() });

/** The photo as served: a short-lived signed GET (null: no photo). */
export const ZPhoto = z.object({
  url: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

const signatures: Record<TPhotoContentType, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value),
  'image/gif': (b) => ascii(b, 0, 4) === 'GIF8' && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.slice(from, to));
}

/** Whether the first bytes of a file are those of the image type it claims (a renamed file is refused). */
export function isImageOfType(firstBytes: Uint8Array, contentType: TPhotoContentType): boolean {
  return firstBytes.length >= 12 && signatures[contentType](firstBytes);
}
