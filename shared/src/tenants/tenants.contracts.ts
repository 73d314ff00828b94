import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { holidayCountries } from '../holidays/countries';
import { ZCustomerNo, ZPublicTenant } from './customer';
import { ZHolidayRegion, ZSignupRequest, ZSignupResult } from './signup';
import { ZSubscription, ZSubscriptionChange } from './subscription';

export const tenantContracts = defineContracts('tenants', {
  signup: {
    method: 'POST',
    path: '/api/public/signup',
    auth: 'public',
    summary: 'Sign up a company: customer number, 30-day trial, administrator, default data',
    specCalls: [],
    successStatus: 201,
    request: { body: ZSignupRequest },
    response: ZSignupResult,
  },
  publicLookup: {
    method: 'GET',
    path: '/api/public/tenants/{customerNo}',
    auth: 'public',
    summary: 'What the second sign-in step needs about a customer number',
    specCalls: [],
    specForms: ['/account/login?logoutreason=SESSION_TIMED_OUT|MAINTENANCE'],
    request: { params: z.object({ customerNo: ZCustomerNo }) },
    response: ZPublicTenant,
  },
  holidayRegions: {
    method: 'GET',
    path: '/api/public/holiday-regions/{country}',
    auth: 'public',
    summary: 'States or cantons of a country, for the sign-up form (public holidays by region)',
    specCalls: [],
    request: { params: z.object({ country: z.enum(holidayCountries) }) },
    response: z.array(ZHolidayRegion),
  },
  subscription: {
    method: 'GET',
    path: '/api/subscription',
    auth: 'user',
    summary: 'Edition, trial end and usage against the edition limits',
    specCalls: [],
    permission: 'subscription.manage',
    request: {},
    response: ZSubscription,
  },
  changeEdition: {
    method: 'PUT',
    path: '/api/subscription',
    auth: 'user',
    summary:
      'Choose an edition: upgrades take effect at once; a downgrade over the new limits is refused with reasons',
    specCalls: [],
    permission: 'subscription.manage',
    allowWhenTrialExpired: true,
    request: { body: ZSubscriptionChange },
    examples: { body: { edition: 'professional', version: 1 } },
    response: ZSubscription,
  },
});
