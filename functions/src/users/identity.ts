/**
 * Sign-in identities in the Cognito user pool: the only code that talks to Cognito. One pool serves every
 * tenant; the username is `<customerNo>#<username>` and `custom:customerNo` is set here, by the server only.
 */
import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  UsernameExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { cognito } from '../clients';

export function cognitoUsername(customerNo: string, username: string): string {
  return `${customerNo}#${username.toLowerCase()}`;
}

/** Creates the identity with a permanent password; an existing one (a retried sign-up) gets the password set. */
export async function createIdentity(identity: {
  customerNo: string;
  username: string;
  email: string;
  name: string;
  password: string;
}): Promise<void> {
  const Username = cognitoUsername(identity.customerNo, identity.username);
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username,
        MessageAction: 'SUPPRESS',
        // Replaced at once below; never shown to anyone.
        TemporaryPassword: `${randomBytes(18).toString('base64url')}aA1!`,
        UserAttributes: [
          { Name: 'email', Value: identity.email },
          { Name: 'name', Value: identity.name },
          { Name: 'custom:customerNo', Value: identity.customerNo },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username,
      Password: identity.password,
      Permanent: true,
    }),
  );
}

/** Blocks sign-in and ends the identity's sessions (refresh tokens). */
export async function disableIdentity(customerNo: string, username: string): Promise<void> {
  const Username = cognitoUsername(customerNo, username);
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username }));
  // Best effort: the disabled identity can no longer refresh its tokens anyway, and the API refuses a
  // deactivated user's remaining id token at the next request (cognito-local lacks this call).
  await cognito()
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username }))
    .catch(() => undefined);
}

export async function enableIdentity(customerNo: string, username: string): Promise<void> {
  await cognito().send(
    new AdminEnableUserCommand({
      UserPoolId: config.userPoolId,
      Username: cognitoUsername(customerNo, username),
    }),
  );
}

export async function deleteIdentity(customerNo: string, username: string): Promise<void> {
  try {
    await cognito().send(
      new AdminDeleteUserCommand({
        UserPoolId: config.userPoolId,
        Username: cognitoUsername(customerNo, username),
      }),
    );
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
