import { describe, expect, it } from 'vitest';
import { challengeTrigger, defineChallenge } from './auth-challenge';

describe("the user pool's custom challenge after a Microsoft sign-in", () => {
  it('asks one question, gives tokens for a right answer and fails a wrong one', () => {
    expect(defineChallenge([])).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
    expect(defineChallenge([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true }])).toEqual({
      issueTokens: true,
      failAuthentication: false,
    });
    expect(defineChallenge([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false }])).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
  });

  it('gives no tokens to a session that went through another challenge or several', () => {
    expect(defineChallenge([{ challengeName: 'SRP_A', challengeResult: true }]).issueTokens).toBe(false);
    const twice = [
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false },
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true },
    ];
    expect(defineChallenge(twice)).toEqual({ issueTokens: false, failAuthentication: true });
  });

  it('answers the trigger events Cognito sends, and refuses an answer for a name of no company', async () => {
    const define = await challengeTrigger({
      triggerSource: 'DefineAuthChallenge_Authentication',
      userName: '10001#lena',
      request: { session: [] },
      response: {},
    });
    expect(define.response).toMatchObject({ challengeName: 'CUSTOM_CHALLENGE', issueTokens: false });
    const verify = await challengeTrigger({
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      userName: 'no-company-here',
      request: { challengeAnswer: 'anything' },
      response: {},
    });
    expect(verify.response.answerCorrect).toBe(false);
  });
});
