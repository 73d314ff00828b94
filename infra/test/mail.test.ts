/**
 * Mail: only the API areas whose code sends mail may call ses:SendEmail, only from the product's identity and
 * with its sender address; Cognito mails its codes through the same identity.
 */
import { describe, expect, it } from 'vitest';
import { apiAreas, areaHandlerEntry } from '@app/functions/wiring/catalog';
import { mailAreas } from '../src/stacks/mail';
import { filesInBundle } from '../src/stacks/function-bundles';
import { asArray, policiesByRole, propertiesOf, useStages, type Json } from './support/synth';

const stages = useStages();

/** Whether the area's bundle (tree-shaken) contains SES v2's SendEmail. */
function sendsMail(area: string): boolean {
  return filesInBundle(areaHandlerEntry(area)).some((file) =>
    /client-sesv2\/.*SendEmailCommand\.js$/.test(file),
  );
}

describe('mail', () => {
  it('lets exactly the areas that send mail call ses:SendEmail, from the one identity and sender', () => {
    const template = stages.dev.templates.api;
    const statementsOfRole = policiesByRole(template);
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    let granted = 0;
    for (const fn of functions) {
      const properties = fn.Properties as Json;
      const area = /^API area (\S+) /.exec(String(properties.Description))?.[1];
      if (!area) continue;
      const role = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = (statementsOfRole.get(role) ?? []).filter((statement) =>
        asArray(statement.Action).some((action) => action.startsWith('ses:')),
      );
      if (!mailAreas.includes(area)) {
        expect(statements, area).toEqual([]);
        continue;
      }
      granted++;
      expect(
        statements.flatMap((statement) => asArray(statement.Action)),
        area,
      ).toEqual(['ses:SendEmail']);
      for (const statement of statements) {
        expect(JSON.stringify(statement.Resource), area).toMatch(/:identity\/shiftplan\.example/);
        expect(statement.Condition, area).toEqual({
          StringEquals: { 'ses:FromAddress': 'no-reply@shiftplan.example' },
        });
      }
      const environment = (properties.Environment as { Variables: Json }).Variables;
      expect(environment.MAIL_FROM).toBe('no-reply@shiftplan.example');
    }
    expect(granted).toBe(mailAreas.length);
    // The list names the senders and nothing else: the bundles agree with it.
    for (const area of apiAreas) expect(sendsMail(area), area).toBe(mailAreas.includes(area));
  });

  it('has Cognito mail its codes through the same SES identity', () => {
    const [pool] = propertiesOf(stages.dev.templates.auth, 'AWS::Cognito::UserPool');
    expect(pool?.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Shiftplan <no-reply@shiftplan.example>',
    });
    expect(JSON.stringify((pool?.EmailConfiguration as Json | undefined)?.SourceArn)).toMatch(
      /identity\/shiftplan\.example/,
    );
    expect(pool?.VerificationMessageTemplate).toMatchObject({ DefaultEmailOption: 'CONFIRM_WITH_CODE' });
  });
});
