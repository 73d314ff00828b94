/**
 * The user pool's custom challenge after a verified Microsoft sign-in (docs/sso.md, "Tokens"): Cognito asks one
 * question, whose answer is the one-time secret the API handed out in `completeSsoSignIn`. These three steps are
 * Cognito's define, create and verify triggers in AWS; locally the runner's user-pool guard calls the same
 * functions (cognito-local has no custom challenges), so the answer is checked by one piece of code.
 */
import { timingSafeEqual } from 'node:crypto';
import type { TenantContext } from '../tenancy/tenant-context';
import { now as clockNow } from '../clock';
import { sha256 } from './directory-client';
import { SsoRepository, challengeSeconds } from './sso.repository';

export interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
}

/** Define: one custom challenge; tokens once it was answered right, failure after a wrong answer. */
export function defineChallenge(session: readonly ChallengeResult[]): {
  challengeName?: 'CUSTOM_CHALLENGE';
  issueTokens: boolean;
  failAuthentication: boolean;
} {
  if (session.length === 0)
    return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  const last = session.at(-1);
  const answered = session.length === 1 && last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult;
  return { issueTokens: answered, failAuthentication: !answered };
}

/** Create: the question carries nothing (the browser already holds the answer). */
export function createChallenge(): { publicChallengeParameters: Record<string, string> } {
  return { publicChallengeParameters: { kind: 'microsoft' } };
}

/** The tenant of a Cognito username `<customerNo>#<username>`. */
function tenantOf(cognitoUsername: string): TenantContext | undefined {
  const match = /^([0-9]{1,12})#(.+)$/.exec(cognitoUsername);
  if (!match) return undefined;
  return { customerNo: match[1] ?? '', userSub: 'sso-challenge', username: match[2] ?? '' };
}

/** Verify: the answer waiting for this username, used once, not older than two minutes. */
export async function verifyChallenge(
  cognitoUsername: string,
  answer: string,
  now = clockNow(),
): Promise<boolean> {
  const tenant = tenantOf(cognitoUsername);
  if (!tenant || answer.length === 0 || answer.length > 200) return false;
  const stored = await new SsoRepository(tenant).takeAnswer(cognitoUsername);
  if (!stored) return false;
  if (now.getTime() - Date.parse(stored.issuedAt) > challengeSeconds * 1000) return false;
  const expected = Buffer.from(stored.answerHash, 'hex');
  const given = sha256(answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The Cognito trigger event, as far as these steps read and answer it. */
export interface ChallengeTriggerEvent {
  triggerSource: string;
  userName: string;
  request: {
    session?: ChallengeResult[];
    challengeAnswer?: string;
  };
  response: Record<string, unknown>;
}

/** One Lambda for the three triggers (AWS), dispatching on the trigger source. */
export async function challengeTrigger(event: ChallengeTriggerEvent): Promise<ChallengeTriggerEvent> {
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      Object.assign(event.response, defineChallenge(event.request.session ?? []));
      return event;
    case 'CreateAuthChallenge_Authentication':
      Object.assign(event.response, createChallenge(), { privateChallengeParameters: {} });
      return event;
    case 'VerifyAuthChallengeResponse_Authentication':
      event.response.answerCorrect = await verifyChallenge(
        event.userName,
        event.request.challengeAnswer ?? '',
      );
      return event;
    default:
      return event;
  }
}
