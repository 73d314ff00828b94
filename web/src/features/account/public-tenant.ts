import { queryOptions } from '@tanstack/react-query';
import { tenantContracts } from '@app/shared/tenants/tenants.contracts';
import { callApi } from '#lib/api';

/**
 * `GET /api/public/tenants/{customerNo}`: what the login page may know about a customer before sign-in.
 * Unknown customers answer 404 with the standard error body.
 */
export function publicTenantQuery(customerNo: string) {
  return queryOptions({
    queryKey: ['public-tenant', customerNo],
    queryFn: ({ signal }) => callApi(tenantContracts.publicLookup, { params: { customerNo } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
