import type { TUser } from '@app/shared/users/user';
import type { TenantContext } from '../tenancy/tenant-context';
import type { User } from '../directory/user.repository';
import { photoUrl } from './photo.store';

/**
 * How long a photo's signed GET is valid: longer than a list usually stays on screen without a reload, and no
 * longer than the tenant's credentials that sign it are sure to last (`presignedLinkMaxSeconds`).
 */
export const photoUrlSeconds = 30 * 60;

/** The API's users with their photos' signed GETs (signing is local work: no request per person). */
export async function withPhotoUrls(
  tenant: TenantContext,
  pairs: readonly { stored: Pick<User, 'photo'>; user: TUser }[],
) {
  return Promise.all(
    pairs.map(async ({ stored, user }) =>
      stored.photo ? { ...user, photoUrl: await photoUrl(tenant, stored.photo.key, photoUrlSeconds) } : user,
    ),
  );
}
