import type { TUser } from '@app/shared/users/user';
import type { User } from './user.repository';
import { photoUrl } from './photo.store';

/** How long a photo's signed GET is valid: longer than a list stays on screen without a reload. */
export const photoUrlSeconds = 60 * 60;

/** The API's users with their photos' signed GETs (signing is local work: no request per person). */
export async function withPhotoUrls(pairs: readonly { stored: Pick<User, 'photo'>; user: TUser }[]) {
  return Promise.all(
    pairs.map(async ({ stored, user }) =>
      stored.photo ? { ...user, photoUrl: await photoUrl(stored.photo.key, photoUrlSeconds) } : user,
    ),
  );
}
