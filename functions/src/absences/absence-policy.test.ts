import { describe, expect, it } from 'vitest';
import { creatableStates, judgeDelete, judgeEdit, judgeTransition, type Actor } from './absence-policy';

const owner: Actor = { own: true, canRequest: true, approver: false };
const ownerApprover: Actor = { own: true, canRequest: true, approver: true };
const approver: Actor = { own: false, canRequest: true, approver: true };
const colleague: Actor = { own: false, canRequest: true, approver: false };

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
    expect(judgeDelete(3, approver)).toBe('ok');
    expect(judgeDelete(2, colleague)).toBe('forbidden');
  });

  it('creates one’s own absence requested or planned, and someone else’s approved only as an approver', () => {
    expect(creatableStates(owner)).toEqual([1, 2]);
    expect(creatableStates(ownerApprover)).toEqual([1, 2]);
    expect(creatableStates(approver)).toEqual([3, 1, 2]);
    expect(creatableStates(colleague)).toEqual([]);
  });
});
