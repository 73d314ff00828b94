import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { Language } from '@app/shared/i18n/languages';
import { ZSecurityCheckResult, ZUser, type SecurityCheck, type TUser } from '@app/shared/users/user';
import { sessionQueryKey } from '../../../app/session';
import { apiFetch } from '../../../lib/api';
import { rolesQueryKey } from '../roles/roles-api';
import { subscriptionQuery } from '../subscription/subscription-api';

export const usersQueryKey = ['users'] as const;

/** `GET /api/users` (user.show): every user of the tenant. */
export const usersQuery = queryOptions({
  queryKey: usersQueryKey,
  queryFn: ({ signal }) => apiFetch('/api/users', { schema: z.array(ZUser), signal }),
});

/**
 * Reloads what a change of users can alter: the list, the roles' numbers of users, the subscription's number
 * of active users, and the session (the signed-in user's own roles and permissions).
 */
export async function refreshAfterUserChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: usersQueryKey });
  await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
  await queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** `GET /api/security/checks/{check}?userId=`: what the server allows for one user (before a dialog opens). */
export function securityCheckQuery(check: SecurityCheck, userId: string) {
  return queryOptions({
    queryKey: ['security-check', check, userId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/security/checks/${check}`, { query: { userId }, schema: ZSecurityCheckResult, signal }),
    staleTime: 0,
  });
}

export interface UserCreateInput {
  username: string;
  displayName: string;
  email: string;
  password: string;
  roleIds: string[];
  language: Language;
}

export function createUser(input: UserCreateInput): Promise<TUser> {
  return apiFetch('/api/users', { method: 'POST', body: input, schema: ZUser });
}

export interface UserUpdateInput {
  displayName: string;
  email: string;
  roleIds: string[];
  version: number;
}

export function updateUser(userId: string, input: UserUpdateInput): Promise<TUser> {
  return apiFetch(`/api/users/${userId}`, { method: 'PUT', body: input, schema: ZUser });
}

/** Deactivates (sign-in blocked, data kept) or activates a user again (within the edition's user limit). */
export function setUserActive(user: Pick<TUser, 'id'>, active: boolean): Promise<TUser> {
  return apiFetch(`/api/users/${user.id}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
    schema: ZUser,
  });
}

export function deleteUser(user: Pick<TUser, 'id' | 'version'>): Promise<void> {
  return apiFetch(`/api/users/${user.id}`, { method: 'DELETE', query: { version: user.version } });
}
