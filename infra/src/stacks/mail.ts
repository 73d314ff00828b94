/**
 * The product's own mails (invitations, messages, e-mail confirmations, absence and planning notices) go out
 * through Amazon SES v2 from one verified identity; Cognito's forgotten-password codes go through the same
 * identity (auth-stack.ts). Only the API areas that send may call `ses:SendEmail`, only from that identity and
 * only with its no-reply sender address: a company's mails carry its name only in the display name
 * ("<company> via Shiftplan") and its people's address as Reply-To (functions/src/account/mail.ts).
 */
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** The API areas whose code sends mail (infra/test/mail.test.ts checks the bundles against it). */
export const mailAreas: readonly string[] = ['account', 'tenants', 'absences', 'calendar'];

export interface MailSettings {
  /** The SES identity (a verified domain) the mails are sent from. */
  domain: string;
  fromAddress: string;
  /** Where the links in mails lead: the web app's address. */
  appUrl: string;
}

/** From the CDK context (`-c mailDomain=... -c appUrl=...`), with placeholders for a synth without them. */
export function mailSettings(scope: Construct): MailSettings {
  const domain = (scope.node.tryGetContext('mailDomain') as string | undefined) ?? 'shiftplan.example';
  const appUrl = (scope.node.tryGetContext('appUrl') as string | undefined) ?? `https://app.${domain}`;
  return { domain, fromAddress: `no-reply@${domain}`, appUrl };
}

/** The environment every API function reads for mails and their links. */
export function mailEnvironment(settings: MailSettings): Record<string, string> {
  return { MAIL_FROM: settings.fromAddress, APP_URL: settings.appUrl };
}

/** Lets a function send mail from the identity, with its sender address only. */
export function grantSendMail(grantee: IGrantable, scope: Construct, settings: MailSettings): void {
  const stack = Stack.of(scope);
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: settings.domain })],
      conditions: { StringEquals: { 'ses:FromAddress': settings.fromAddress } },
    }),
  );
}
