import * as z from 'zod';
import { ZHolidayRegion, ZSignupRequest, ZSignupResult } from '@app/shared/tenants/signup';
import { ZCustomerNo, ZPublicTenant } from '@app/shared/tenants/customer';
import { ZSubscription, ZSubscriptionChange } from '@app/shared/tenants/subscription';
import { holidayCountries } from '@app/shared/holidays/countries';
import { holidayRegions } from '@app/shared/holidays/regions';
import { defineOperation } from '../api/operation';
import { clientAddress } from '../api/client-address';
import { signUp } from './signup.service';
import { publicTenant } from './public-tenant.service';
import { changeEdition, subscriptionOf } from './subscription.service';

const signup = defineOperation({
  id: 'tenants.signup',
  area: 'tenants',
  method: 'POST',
  path: '/api/public/signup',
  auth: 'public',
  summary: 'Sign up a company: customer number, 30-day trial, administrator, default data',
  specCalls: [],
  successStatus: 201,
  request: { body: ZSignupRequest },
  response: ZSignupResult,
  handler: (input) => signUp(input.body, clientAddress(input)),
});

const lookupTenant = defineOperation({
  id: 'tenants.publicLookup',
  area: 'tenants',
  method: 'GET',
  path: '/api/public/tenants/{customerNo}',
  auth: 'public',
  summary: 'What the second sign-in step needs about a customer number',
  specCalls: [],
  request: { params: z.object({ customerNo: ZCustomerNo }) },
  response: ZPublicTenant,
  handler: (input) => publicTenant(input.params.customerNo, clientAddress(input)),
});

const regions = defineOperation({
  id: 'tenants.holidayRegions',
  area: 'tenants',
  method: 'GET',
  path: '/api/public/holiday-regions/{country}',
  auth: 'public',
  summary: 'States or cantons of a country, for the sign-up form (public holidays by region)',
  specCalls: [],
  request: { params: z.object({ country: z.enum(holidayCountries) }) },
  response: z.array(ZHolidayRegion),
  handler: ({ params, language }) => Promise.resolve(holidayRegions(params.country, language)),
});

const getSubscription = defineOperation({
  id: 'tenants.subscription',
  area: 'tenants',
  method: 'GET',
  path: '/api/subscription',
  auth: 'user',
  summary: 'Edition, trial end and usage against the edition limits',
  specCalls: [],
  permission: 'subscription.manage',
  request: {},
  response: ZSubscription,
  handler: ({ caller }) => subscriptionOf(caller!),
});

const putSubscription = defineOperation({
  id: 'tenants.changeEdition',
  area: 'tenants',
  method: 'PUT',
  path: '/api/subscription',
  auth: 'user',
  summary:
    'Choose an edition: upgrades take effect at once; a downgrade over the new limits is refused with reasons',
  specCalls: [],
  permission: 'subscription.manage',
  allowWhenTrialExpired: true,
  request: { body: ZSubscriptionChange },
  response: ZSubscription,
  handler: ({ caller, body }) => changeEdition(caller!, body.edition, body.version),
});

export const tenantOperations = [signup, lookupTenant, regions, getSubscription, putSubscription];
