/**
 * The Cognito user pool shared by every tenant. Users are created by the server (admin API), never by
 * self sign-up; the username is `<customerNo>#<username>` and `custom:customerNo` can be neither changed nor
 * written by the web client, so the token's tenant claim is trustworthy.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  StringAttribute,
  UserPool,
  UserPoolEmail,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { challengeTriggerEntry } from '@app/functions/wiring/catalog';
import { physicalName, userPool as userPoolDefinition } from '../definitions';
import { AppFunction } from './app-function';
import { tableEnvironment, type DataStack } from './data-stack';
import { verificationMail } from '@app/shared/account/mail-texts';
import { defaultRegion, type StageSettings } from './stage';
import { mailSettings } from './mail';

export interface AuthStackProps extends StackProps {
  settings: StageSettings;
  /** The custom-challenge trigger reads the one-time answers of Microsoft sign-ins (tenant data). */
  data: DataStack;
}

/**
 * The Cognito admin actions each API area's function may call, on the one pool; areas not named get none.
 * Exactly what the area's code calls (infra/test/api-stack.test.ts compares it with each bundle), so that
 * a bug in, say, the audit area cannot reset anybody's password.
 */
export const cognitoActionsByArea: Readonly<Record<string, readonly string[]>> = {
  // Sign-up creates the tenant's first administrator (a retry reads the identity it created before, for its sub).
  tenants: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword'],
  // Own e-mail address; invitations and an administrator's password reset: a temporary password (a new
  // identity for a user who has none, as imported people), the invited or confirmed address; inviting many
  // reads whether a person from before sign-ins were recorded has chosen their own password.
  account: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminUpdateUserAttributes',
  ],
  // User administration: create (with a temporary password), (de)activate, delete, end sessions.
  users: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
};

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** Define, create and verify of the custom challenge that ends a Microsoft sign-in (docs/sso.md, "Tokens"). */
  readonly challengeTrigger: AppFunction;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const policy = userPoolDefinition.passwordPolicy;
    const mail = mailSettings(this);

    this.challengeTrigger = new AppFunction(this, 'ChallengeTrigger', {
      settings,
      entry: challengeTriggerEntry,
      description: `User pool custom challenge of Microsoft sign-in (${settings.stage})`,
      timeout: Duration.seconds(5),
      memorySize: 256,
      environment: tableEnvironment(props.data),
    });
    props.data.grantTenantData(this.challengeTrigger);

    this.userPool = new UserPool(this, userPoolDefinition.id, {
      userPoolName: physicalName(settings.stage, userPoolDefinition.id),
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      customAttributes: {
        [userPoolDefinition.customerNoAttribute]: new StringAttribute({
          minLen: 1,
          maxLen: 20,
          mutable: false,
        }),
      },
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Forgotten-password codes from the product's SES identity, in both languages (the pool knows none).
      email: UserPoolEmail.withSES({
        fromEmail: mail.fromAddress,
        fromName: 'Shiftplan',
        sesVerifiedDomain: mail.domain,
        sesRegion: props.env?.region ?? defaultRegion,
      }),
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: verificationMail.subject,
        emailBody: verificationMail.body,
      },
      featurePlan: FeaturePlan.ESSENTIALS,
      lambdaTriggers: {
        defineAuthChallenge: this.challengeTrigger,
        createAuthChallenge: this.challengeTrigger,
        verifyAuthChallengeResponse: this.challengeTrigger,
      },
      deletionProtection: settings.retainData,
      removalPolicy: settings.removalPolicy,
    });

    const customerNo = userPoolDefinition.customerNoAttribute;
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: userPoolDefinition.clientName,
      generateSecret: false,
      // SRP: the password never leaves the browser. USER_PASSWORD_AUTH is for the local stand-in, which knows no
      // SRP; its client is provisioned by the runner (local/provision/cognito.ts), never from here. CUSTOM_AUTH:
      // the one-time answer of a verified Microsoft sign-in (docs/sso.md), nothing else passes its challenge.
      authFlows: { userPassword: false, userSrp: true, adminUserPassword: false, custom: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, locale: true })
        .withCustomAttributes(customerNo),
      // Deliberately without custom:customerNo (and email): only the server (admin API) sets them.
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });
  }
}

/** Environment variables of the pool for handlers (`USER_POOL_ID`, `USER_POOL_CLIENT_ID`). */
export function authEnvironment(auth: AuthStack): Record<string, string> {
  return {
    [userPoolDefinition.envVarPoolId]: auth.userPool.userPoolId,
    [userPoolDefinition.envVarClientId]: auth.client.userPoolClientId,
  };
}
