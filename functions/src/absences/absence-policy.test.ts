import { describe, expect, it } from 'vitest';
import {
  approvalOutcome,
  creatableStates,
  judgeDelete,
  judgeEdit,
  judgeSubstituteAnswer,
  judgeTransition,
  stateInfo,
  type Actor,
} from './absence-policy';

const owner: Actor = { own: true, canRequest: true, approver: false, decider: false };
const ownerApprover: Actor = { own: true, canRequest: true, approver: true, decider: true };
const approver: Actor = { own: false, canRequest: true, approver: true, decider: true };
const colleague: Actor = { own: false, canRequest: true, approver: false, decider: false };
/** An approver of the person who is not an approver of the awaited stage (the route names others). */
const otherStage: Actor = { own: false, canRequest: true, approver: true, decider: false };
/** Named on the route for the awaited stage without planning the person's units. */
const namedOnly: Actor = { own: false, canRequest: true, approver: false, decider: true };
/** An administrator on their own absence (audited `ownDecision`). */
const ownAdministrator: Actor = {
  own: true,
  canRequest: true,
  approver: true,
  decider: true,
  administrator: true,
};

describe('the absence transition table', () => {
  it.each([
    // target, from state, actor, verdict
    ['Request', 2, owner, 'ok'],
    ['Request', 2, approver, 'ok'],
    ['Request', 2, colleague, 'forbidden'],
    ['Request', 1, owner, 'state'],
    ['Approve', 1, approver, 'ok'],
    ['Approve', 2, approver, 'ok'],
    ['Approve', 1, owner, 'forbidden'],
    ['Approve', 1, ownerApprover, 'forbidden'],
    ['Approve', 4, approver, 'state'],
    ['Deny', 1, approver, 'ok'],
    ['Deny', 1, ownerApprover, 'forbidden'],
    ['Deny', 3, approver, 'state'],
    ['Cancel', 1, owner, 'ok'],
    ['Cancel', 2, owner, 'ok'],
    ['Cancel', 3, owner, 'forbidden'],
    ['Cancel', 3, ownerApprover, 'forbidden'],
    ['Cancel', 3, approver, 'ok'],
    ['Cancel', 5, approver, 'state'],
    ['Cancel', 1, colleague, 'forbidden'],
    ['Approve', 1, otherStage, 'forbidden'],
    ['Deny', 1, otherStage, 'forbidden'],
    ['Cancel', 1, otherStage, 'ok'],
    ['Approve', 1, namedOnly, 'ok'],
    ['Deny', 1, namedOnly, 'ok'],
    ['Cancel', 3, namedOnly, 'forbidden'],
    ['Approve', 1, ownAdministrator, 'ok'],
    ['Deny', 1, ownAdministrator, 'ok'],
  ] as const)('%s from %i: %o answers %s', (target, state, actor, verdict) => {
    expect(judgeTransition(target, state, actor)).toBe(verdict);
  });

  it('lets owners edit and delete only what is not yet decided, approvers until it is final', () => {
    expect([1, 2, 3, 4, 5].map((state) => judgeEdit(state as 1, owner))).toEqual([
      'ok',
      'ok',
      'state',
      'state',
      'state',
    ]);
    expect([1, 2, 3, 4, 5].map((state) => judgeEdit(state as 1, approver))).toEqual([
      'ok',
      'ok',
      'ok',
      'state',
      'state',
    ]);
    expect([1, 2, 3, 4, 5].map((state) => judgeDelete(state as 1, owner))).toEqual([
      'state',
      'ok',
      'state',
      'state',
      'state',
    ]);
    expect(judgeEdit(3, ownerApprover)).toBe('state');
    expect(judgeEdit(3, ownAdministrator)).toBe('ok');
    expect(judgeDelete(3, approver)).toBe('ok');
    expect(judgeDelete(2, colleague)).toBe('forbidden');
  });

  it('creates one’s own absence requested or planned, and someone else’s approved only as an approver', () => {
    expect(creatableStates(owner)).toEqual([1, 2]);
    // Asked for approved, one's own is saved as Requested (absence.service.ts), unless an administrator's.
    expect(creatableStates(ownerApprover)).toEqual([1, 2, 3]);
    expect(creatableStates(ownAdministrator)).toEqual([1, 2, 3]);
    expect(creatableStates(approver)).toEqual([3, 1, 2]);
    expect(creatableStates(colleague)).toEqual([]);
  });
});

describe('approval stages and substitutes', () => {
  it('keeps a first-stage approval requested when a second stage follows', () => {
    expect(approvalOutcome(1, true)).toEqual({ state: 1, awaitingStage: 2 });
    expect(approvalOutcome(1, false)).toEqual({ state: 3, awaitingStage: null });
    expect(approvalOutcome(2, true)).toEqual({ state: 3, awaitingStage: null });
  });

  it('reports in the state info exactly what the transition table accepts', () => {
    for (const actor of [owner, ownerApprover, approver, colleague, otherStage, namedOnly, ownAdministrator])
      for (const state of [1, 2, 3, 4, 5] as const) {
        const info = stateInfo(state, actor);
        expect(info.CanApprove).toBe(judgeTransition('Approve', state, actor) === 'ok');
        expect(info.CanDeny).toBe(judgeTransition('Deny', state, actor) === 'ok');
        expect(info.CanCancel).toBe(judgeTransition('Cancel', state, actor) === 'ok');
        expect(info.CanRequest).toBe(judgeTransition('Request', state, actor) === 'ok');
      }
    expect(stateInfo(1, otherStage)).toMatchObject({ CanApprove: false, CanDeny: false, CanEdit: true });
  });

  it('lets only a named substitute answer, once, while the absence is open', () => {
    expect(judgeSubstituteAnswer(1, 1)).toBe('ok');
    expect(judgeSubstituteAnswer(2, 1)).toBe('ok');
    expect(judgeSubstituteAnswer(3, 1)).toBe('ok');
    expect(judgeSubstituteAnswer(1, undefined)).toBe('forbidden');
    expect(judgeSubstituteAnswer(1, 3)).toBe('state');
    expect(judgeSubstituteAnswer(1, 4)).toBe('state');
    expect(judgeSubstituteAnswer(4, 1)).toBe('state');
    expect(judgeSubstituteAnswer(5, 1)).toBe('state');
  });
});
