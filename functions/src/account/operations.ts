import { accountContracts as contracts } from '@app/shared/account/account.contracts';
import { implement } from '../api/operation';
import { getProfile, resetPassword, updateProfile } from './account.service';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service';

export const accountOperations = [
  implement(contracts.profile, { handler: ({ caller }) => Promise.resolve(getProfile(caller)) }),
  implement(contracts.updateProfile, { handler: ({ caller, body }) => updateProfile(caller, body) }),
  implement(contracts.confirmEmail, {
    handler: async ({ body }) => {
      await confirmEmail(body.customerNo, body.token);
    },
  }),
  implement(contracts.resendEmailConfirmation, {
    handler: async ({ caller }) => {
      await resendEmailConfirmation(caller);
    },
  }),
  implement(contracts.resetPassword, {
    handler: async ({ caller, params, body }) => {
      await resetPassword(caller, params.userId, body.temporaryPassword);
    },
  }),
];
