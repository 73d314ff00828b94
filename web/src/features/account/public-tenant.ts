import { queryOptions } from '@tanstack/react-query';
import { ZPublicTenant } from '@app/shared/tenants/customer';
import { apiFetch } from '../../lib/api';

/**
 * `GET /api/public/tenants/{customerNo}`: what the login page may know about a customer before sign-in.
 * Unknown customers answer 404 with the standard error body.
 */
export function publicTenantQuery(customerNo: string) {
  return queryOptions({
    queryKey: ['public-tenant', customerNo],
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/tenants/${encodeURIComponent(customerNo)}`, {
        auth: 'public',
        schema: ZPublicTenant,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
