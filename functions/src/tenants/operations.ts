import { tenantContracts as contracts } from '@app/shared/tenants/tenants.contracts';
import { holidayRegions } from '@app/shared/holidays/regions';
import { implement } from '../api/operation';
import { clientAddress } from '../api/client-address';
import { signUp } from './signup.service';
import { publicTenant } from './public-tenant.service';
import { changeEdition, subscriptionOf } from './subscription.service';

export const tenantOperations = [
  implement(contracts.signup, { handler: (input) => signUp(input.body, clientAddress(input)) }),
  implement(contracts.publicLookup, {
    handler: (input) => publicTenant(input.params.customerNo, clientAddress(input)),
  }),
  implement(contracts.holidayRegions, {
    handler: ({ params, language }) => Promise.resolve(holidayRegions(params.country, language)),
  }),
  implement(contracts.subscription, { handler: ({ caller }) => subscriptionOf(caller) }),
  implement(contracts.changeEdition, {
    handler: ({ caller, body }) => changeEdition(caller, body.edition, body.version),
  }),
];
