import { queryOptions } from '@tanstack/react-query';
import { maxPhotoBytes, type TPhoto, type TPhotoContentType } from '@app/shared/users/user-photo';
import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { ApiError, callApi } from '#lib/api';

export const photoQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'photo'],
    queryFn: ({ signal }) => callApi(contracts.photo, { params: { userId } }, { signal }),
  });

/** Uploads the edited image straight to storage through the signed PUT, then keeps it as the photo. */
export async function uploadPhoto(
  userId: string,
  image: Blob,
  contentType: TPhotoContentType,
): Promise<TPhoto> {
  if (image.size > maxPhotoBytes) throw new Error('photo too large');
  const target = await callApi(contracts.photoUpload, {
    params: { userId },
    body: { contentType, size: image.size },
  });
  const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: image });
  if (!put.ok)
    throw new ApiError({ status: put.status, code: `HTTP_${put.status}`, message: 'Upload failed' });
  return callApi(contracts.photoSave, { params: { userId }, body: { uploadId: target.uploadId } });
}

export function removePhoto(userId: string): Promise<void> {
  return callApi(contracts.photoDelete, { params: { userId } });
}
