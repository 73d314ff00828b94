import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import type { HolidayCountry } from '@app/shared/holidays/countries';
import type { Language } from '@app/shared/i18n/languages';
import {
  ZHolidayRegion,
  ZSignupResult,
  type TSignupRequest,
  type TSignupResult,
} from '@app/shared/tenants/signup';
import { apiFetch } from '../../lib/api';

/** `GET /api/public/holiday-regions/{country}`: states or cantons, named in the UI language. */
export function holidayRegionsQuery(country: HolidayCountry, language: Language) {
  return queryOptions({
    queryKey: ['holiday-regions', country, language],
    queryFn: ({ signal }) =>
      apiFetch(`/api/public/holiday-regions/${country}`, {
        auth: 'public',
        schema: z.array(ZHolidayRegion),
        signal,
      }),
    staleTime: Infinity,
  });
}

/** `POST /api/public/signup`: the new tenant's customer number and trial end (201). */
export function signUp(request: TSignupRequest): Promise<TSignupResult> {
  return apiFetch('/api/public/signup', {
    method: 'POST',
    auth: 'public',
    body: request,
    schema: ZSignupResult,
  });
}
