import { queryOptions } from '@tanstack/react-query';
import type { HolidayCountry } from '@app/shared/holidays/countries';
import type { Language } from '@app/shared/i18n/languages';
import type { TSignupRequest, TSignupResult } from '@app/shared/tenants/signup';
import { tenantContracts } from '@app/shared/tenants/tenants.contracts';
import { callApi } from '#lib/api';

/** `GET /api/public/holiday-regions/{country}`: states or cantons, named in the UI language. */
export function holidayRegionsQuery(country: HolidayCountry, language: Language) {
  return queryOptions({
    queryKey: ['holiday-regions', country, language],
    queryFn: ({ signal }) => callApi(tenantContracts.holidayRegions, { params: { country } }, { signal }),
    staleTime: Infinity,
  });
}

/** `POST /api/public/signup`: the new tenant's customer number and trial end (201). */
export function signUp(request: TSignupRequest): Promise<TSignupResult> {
  return callApi(tenantContracts.signup, { body: request });
}
