/**
 * Sign-in identities in the Cognito user pool: the only code that talks to Cognito. One pool serves every
 * tenant; the username is `<customerNo>#<username>` and `custom:customerNo` is set here, by the server only.
 */
import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  UsernameExistsException,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { cognito } from '../clients';

export function cognitoUsername(customerNo: string, username: string): string {
  return `${customerNo}#${username.toLowerCase()}`;
}

/** What the server keeps of an identity: its `sub`, which every token of it carries. */
export interface CreatedIdentity {
  sub: string;
}

function subOf(attributes: AttributeType[] | undefined): string {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito answered an identity without sub');
  return sub;
}

const attributesOf = (identity: { customerNo: string; email: string; name: string }) => [
  { Name: 'email', Value: identity.email },
  { Name: 'name', Value: identity.name },
  { Name: 'custom:customerNo', Value: identity.customerNo },
];

/**
 * The sign-up's administrator: created with the password they chose (permanent); an existing one (a retried
 * sign-up) gets the password set. Answers the identity's `sub`.
 */
export async function createIdentity(identity: {
  customerNo: string;
  username: string;
  email: string;
  name: string;
  password: string;
}): Promise<CreatedIdentity> {
  const Username = cognitoUsername(identity.customerNo, identity.username);
  let sub: string;
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username,
        MessageAction: 'SUPPRESS',
        // Replaced at once below; never shown to anyone.
        TemporaryPassword: `${randomBytes(18).toString('base64url')}aA1!`,
        UserAttributes: attributesOf(identity),
      }),
    );
    sub = subOf(created.User?.Attributes);
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    const existing = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username }),
    );
    sub = subOf(existing.UserAttributes);
  }
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username,
      Password: identity.password,
      Permanent: true,
    }),
  );
  return { sub };
}

/**
 * A user an administrator adds: the password the administrator gave is temporary, so the person chooses their
 * own at the first sign-in (Cognito's new-password challenge). An identity left under the username (a deleted
 * user whose sign-in could not be removed) is replaced, so that it gets a new `sub` and none of its old tokens
 * fits the new user. Only called once the username is reserved in the tenant's data.
 */
export async function createUserIdentity(identity: {
  customerNo: string;
  username: string;
  email: string;
  name: string;
  temporaryPassword: string;
}): Promise<CreatedIdentity> {
  const command = new AdminCreateUserCommand({
    UserPoolId: config.userPoolId,
    Username: cognitoUsername(identity.customerNo, identity.username),
    MessageAction: 'SUPPRESS',
    TemporaryPassword: identity.temporaryPassword,
    UserAttributes: attributesOf(identity),
  });
  try {
    return { sub: subOf((await cognito().send(command)).User?.Attributes) };
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await deleteIdentity(identity.customerNo, identity.username);
  return { sub: subOf((await cognito().send(command)).User?.Attributes) };
}

/** Makes a password permanent (the demo tenant's people sign in with the printed password, no new one). */
export async function setPermanentPassword(
  customerNo: string,
  username: string,
  password: string,
): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username: cognitoUsername(customerNo, username),
      Password: password,
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

/**
 * Gives the identity a temporary password: the person must choose their own at the next sign-in (an
 * invitation, an administrator's password reset). Fails with `UserNotFoundException` when there is none.
 */
export async function setTemporaryPassword(
  customerNo: string,
  username: string,
  temporaryPassword: string,
): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username: cognitoUsername(customerNo, username),
      Password: temporaryPassword,
      Permanent: false,
    }),
  );
}

/**
 * Whether the identity's person has signed in: `temporary` while only a temporary password was ever set (an
 * invitation or an administrator's password not used yet: Cognito's FORCE_CHANGE_PASSWORD), `none` without an
 * identity, `used` otherwise (a password of their own).
 */
export async function identityStatus(
  customerNo: string,
  username: string,
): Promise<'temporary' | 'used' | 'none'> {
  try {
    const found = await cognito().send(
      new AdminGetUserCommand({
        UserPoolId: config.userPoolId,
        Username: cognitoUsername(customerNo, username),
      }),
    );
    return found.UserStatus === 'FORCE_CHANGE_PASSWORD' ? 'temporary' : 'used';
  } catch (error) {
    if (error instanceof UserNotFoundException) return 'none';
    throw error;
  }
}

/**
 * Sets the identity's e-mail address, which Cognito mails forgotten-password codes to. `verified`: the person
 * proves the address by signing in with what was mailed there (an invitation), so Cognito may use it.
 */
export async function setIdentityEmail(
  customerNo: string,
  username: string,
  email: string,
  verified: boolean,
): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: cognitoUsername(customerNo, username),
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: String(verified) },
      ],
    }),
  );
}

export { UserNotFoundException as IdentityNotFound };
