import { describe, expect, it } from 'vitest';
import type { CalendarActionsKey } from '../i18n/calendar-actions.en';
import {
  decide,
  roleOf,
  shiftRequestActions,
  shiftRequestChecks,
  shiftRequestRoles,
  shiftRequestRules,
  shiftRequestSubjects,
  type InteractionFlag,
  type ShiftRequestCheck,
  type ShiftRequestFacts,
  type ShiftRequestRefusal,
  type ShiftRequestRole,
  type ShiftRequestRule,
  type ShiftRequestState,
} from './shift-request.machine';

/**
 * The table as docs/shift-requests.md states it, one line a rule:
 * action on role [approval] | from -> to | needs | checks | plan, validator, applications | who is told | answer.
 */
const expected = [
  'SETUSER shift planner | open shift -> held shift | - | - | assign validated applications | person planned: shift.assigned; other applicants: shift.applyDenied | SETUSER',
  'SETUSER shift member | open shift -> held shift | allowShiftInteraction | past | assign validated applications | other applicants: shift.applyDenied | SETUSER',
  'APPLY shift member | open shift -> OPEN | allowShiftInteractionRequest | past,alreadyAsked | - | planners: shift.applied | APPLY',
  'APPLYREMOVE shift requester | OPEN,AGREED -> WITHDRAWN | - | - | - | planners: shift.applyWithdrawn | APPLYREMOVE',
  'APPLYREMOVE shift planner | OPEN,AGREED -> DENIED | - | - | - | requester: shift.applyDenied | APPLYDENY',
  'SWAP shift holder | held shift -> OPEN | allowShiftInteraction | otherShiftOpen,asksThemselves,alreadyAsked | - | person asked: shift.swapRequested | SWAP',
  'SWAP shift planner | held shift -> OPEN | - | otherShiftOpen,asksThemselves,alreadyAsked | - | person asked: shift.swapRequested | SWAP',
  'SWAPACCEPT shift planner | OPEN,AGREED -> ACCEPTED | - | shiftsMoved | exchange validated | requester: shift.swapAccepted; taker: shift.swapAccepted | SWAPACCEPT',
  'SWAPACCEPT shift asked no approval | OPEN,AGREED -> ACCEPTED | allowShiftInteraction | shiftsMoved | exchange validated | requester: shift.swapAccepted; taker: shift.swapAccepted | SWAPACCEPT',
  'SWAPACCEPT shift asked approval | OPEN,AGREED -> AGREED | allowShiftInteraction | shiftsMoved | - validated | requester: shift.swapAgreed | SWAPAGREED',
  'SWAPDENY shift asked | OPEN,AGREED -> DENIED | - | - | - | requester: shift.swapDenied | SWAPDENY',
  'SWAPDENY shift planner | OPEN,AGREED -> DENIED | - | - | - | requester: shift.swapDenied | SWAPDENY',
  'SWAPREMOVE shift requester | OPEN,AGREED -> WITHDRAWN | - | - | - | person asked: shift.swapWithdrawn | SWAPREMOVE',
  'SWAPREMOVE shift planner | OPEN,AGREED -> DENIED | - | - | - | person asked: shift.swapWithdrawn | SWAPREMOVE',
  'SHARE shift holder | held shift -> OPEN | allowShiftInteraction | asksThemselves,alreadyAsked | - | person asked: shift.shared; unit: shift.shared | SHARE',
  'SHARE shift planner | held shift -> OPEN | - | asksThemselves,alreadyAsked | - | person asked: shift.shared; unit: shift.shared | SHARE',
  'SHAREACCEPT shift planner | OPEN,AGREED -> ACCEPTED | - | shiftsMoved | hand over validated | requester: shift.shareTaken; taker: shift.shareTaken | SHAREACCEPT',
  'SHAREACCEPT shift asked no approval | OPEN,AGREED -> ACCEPTED | allowShiftInteraction | shiftsMoved | hand over validated | requester: shift.shareTaken; taker: shift.shareTaken | SHAREACCEPT',
  'SHAREACCEPT shift asked approval | OPEN,AGREED -> AGREED | allowShiftInteraction | shiftsMoved | - validated | requester: shift.shareAgreed | SHAREAGREED',
  'SHAREACCEPT- shift asked | OPEN,AGREED -> DENIED | - | - | - | requester: shift.shareDeclined | SHAREDECLINE',
  'SHAREACCEPT- shift planner | OPEN,AGREED -> DENIED | - | - | - | requester: shift.shareDeclined | SHAREDECLINE',
  'SHAREREMOVE shift requester | OPEN,AGREED -> WITHDRAWN | - | - | - | person asked: shift.shareWithdrawn | SHAREREMOVE',
  'SHAREREMOVE shift planner | OPEN,AGREED -> DENIED | - | - | - | person asked: shift.shareWithdrawn | SHAREREMOVE',
  'REQUESTSLOT slot member | free slot -> OPEN | allowShiftInteractionRequest | past,alreadyAsked | - | planners: shift.slotRequested | SLOT',
  'SETUSER slot planner | OPEN -> ACCEPTED | - | - | create validated | requester: shift.assigned | SETUSER',
  'APPLYREMOVE slot requester | OPEN,AGREED -> WITHDRAWN | - | - | - | - | APPLYREMOVE',
  'APPLYREMOVE slot planner | OPEN,AGREED -> DENIED | - | - | - | requester: shift.applyDenied | APPLYDENY',
];

function line(rule: ShiftRequestRule): string {
  const { effects } = rule;
  const approval = rule.approval === undefined ? '' : rule.approval ? ' approval' : ' no approval';
  const plan = [
    effects.plan ?? '-',
    ...(effects.validates ? ['validated'] : []),
    ...(effects.answersApplications ? ['applications'] : []),
  ].join(' ');
  const told = effects.notify.map(({ to, key }) => `${to}: ${key}`).join('; ') || '-';
  return [
    `${rule.action} ${rule.on} ${rule.role}${approval}`,
    `${rule.from.join(',')} -> ${rule.to}`,
    rule.needs ?? '-',
    rule.checks.join(',') || '-',
    plan,
    told,
    effects.done.replace('calendarActions.done.', ''),
  ].join(' | ');
}

const allFlags: Record<InteractionFlag, boolean> = {
  allowShiftInteraction: true,
  allowShiftInteractionRequest: true,
};
const clear: ShiftRequestFacts = {
  otherShiftOpen: false,
  asksThemselves: false,
  past: false,
  alreadyAsked: false,
  shiftsMoved: false,
  approval: false,
};
const checks = Object.keys(shiftRequestChecks) as ShiftRequestCheck[];
const forbidden = { error: 'FORBIDDEN' } as const;
const notYourRole = { error: 'FORBIDDEN', role: true } as const;
// A typo here fails the comparisons below: the cast only spares spelling out the key type.
const message = (key: string): ShiftRequestRefusal => ({
  message: `calendarActions.err.${key}` as CalendarActionsKey,
});

describe('the shift request table', () => {
  it('holds exactly the rules the docs state', () => {
    expect(shiftRequestRules.map(line)).toEqual(expected);
  });

  it('gives every rule its next state and effects from each state it starts from', () => {
    for (const rule of shiftRequestRules)
      for (const state of rule.from) {
        const verdict = decide(rule.action, rule.on, rule.role, state, allFlags, {
          ...clear,
          approval: rule.approval ?? false,
        });
        expect(verdict, line(rule)).toEqual({ ok: true, rule });
        if (verdict.ok) expect(verdict.rule.to).toBe(rule.to);
      }
  });

  it('refuses a rule whose working-time flag is missing with FORBIDDEN, and asks none of planners', () => {
    for (const rule of shiftRequestRules) {
      const state = rule.from[0] as ShiftRequestState;
      const facts = { ...clear, approval: rule.approval ?? false };
      const none = { allowShiftInteraction: false, allowShiftInteractionRequest: false };
      const verdict = decide(rule.action, rule.on, rule.role, state, none, facts);
      if (rule.needs) {
        expect(verdict, line(rule)).toEqual({ ok: false, refusal: forbidden });
        // The other flag alone is not enough either.
        expect(
          decide(rule.action, rule.on, rule.role, state, { ...none, [rule.needs]: true }, facts).ok,
        ).toBe(true);
      } else expect(verdict.ok, line(rule)).toBe(true);
      if (rule.role === 'planner') expect(rule.needs).toBeUndefined();
    }
  });

  it('answers each check of a rule with its message, and ignores the facts a rule does not check', () => {
    for (const rule of shiftRequestRules) {
      const state = rule.from[0] as ShiftRequestState;
      for (const check of checks) {
        const verdict = decide(rule.action, rule.on, rule.role, state, allFlags, {
          ...clear,
          approval: rule.approval ?? false,
          [check]: true,
        });
        if (rule.checks.includes(check))
          expect(verdict, `${line(rule)} ${check}`).toEqual({
            ok: false,
            refusal: { message: shiftRequestChecks[check] },
          });
        else expect(verdict, `${line(rule)} ${check}`).toEqual({ ok: true, rule });
      }
    }
  });

  it('checks in a fixed order: a swap for a shift with nobody is that, before anything else', () => {
    const all = { ...clear, otherShiftOpen: true, asksThemselves: true, alreadyAsked: true };
    expect(decide('SWAP', 'shift', 'holder', 'held shift', allFlags, all)).toEqual({
      ok: false,
      refusal: message('noUser'),
    });
    expect(
      decide('APPLY', 'shift', 'member', 'open shift', allFlags, {
        ...clear,
        past: true,
        alreadyAsked: true,
      }),
    ).toEqual({ ok: false, refusal: message('past') });
  });

  it('refuses every combination that is not in the table with the right answer', () => {
    // Per action: what a state outside what the action is about answers, and what a state that no longer fits does.
    const answers: Record<string, { unfit: ShiftRequestRefusal; stale: ShiftRequestRefusal }> = {
      'SETUSER shift': { unfit: message('notOpen'), stale: message('notOpen') },
      'APPLY shift': { unfit: message('notOpen'), stale: message('notOpen') },
      'SWAP shift': { unfit: forbidden, stale: forbidden },
      'SHARE shift': { unfit: forbidden, stale: forbidden },
      'REQUESTSLOT slot': { unfit: { error: 'NOT_FOUND' }, stale: { error: 'NOT_FOUND' } },
    };
    const about: Record<string, readonly ShiftRequestState[]> = {
      'SWAP shift': ['held shift'],
      'SHARE shift': ['held shift'],
      'SETUSER slot': ['none', 'OPEN', 'AGREED'],
    };
    let refusals = 0;
    for (const spec of shiftRequestActions) {
      const name = `${spec.action} ${spec.on}`;
      const answer = answers[name] ?? { unfit: message('noRequest'), stale: message('noRequest') };
      const relevant: readonly ShiftRequestState[] =
        about[name] ?? (spec.subject === 'request' ? ['OPEN', 'AGREED'] : shiftRequestSubjects[spec.subject]);
      for (const role of [...shiftRequestRoles, null] as (ShiftRequestRole | null)[])
        for (const state of shiftRequestSubjects[spec.subject] as readonly ShiftRequestState[]) {
          const rules = shiftRequestRules.filter(
            (rule) => rule.action === spec.action && rule.on === spec.on && rule.role === role,
          );
          if (rules.some((rule) => rule.from.includes(state))) continue;
          const want = !relevant.includes(state)
            ? answer.unfit
            : rules.length === 0
              ? notYourRole
              : answer.stale;
          expect(
            decide(spec.action, spec.on, role, state, allFlags, clear),
            `${name} ${role} ${state}`,
          ).toEqual({
            ok: false,
            refusal: want,
          });
          refusals += 1;
        }
    }
    expect(refusals).toBeGreaterThan(200);
  });

  it('knows nothing of an action on a slot but asking, granting, withdrawing and declining', () => {
    for (const action of ['APPLY', 'SWAP', 'SHARE', 'SWAPACCEPT', 'SHAREACCEPT', 'SWAPDENY'] as const)
      expect(decide(action, 'slot', 'planner', 'OPEN', allFlags, clear)).toEqual({
        ok: false,
        refusal: { error: 'NOT_FOUND' },
      });
  });

  it('lets the unit’s approval setting hold an agreed exchange for a planner, never a planner’s own', () => {
    const approval = { ...clear, approval: true };
    const asked = decide('SWAPACCEPT', 'shift', 'asked', 'OPEN', allFlags, approval);
    expect(asked.ok && asked.rule.to).toBe('AGREED');
    const planner = decide('SWAPACCEPT', 'shift', 'planner', 'AGREED', allFlags, approval);
    expect(planner.ok && planner.rule.to).toBe('ACCEPTED');
    expect(planner.ok && planner.rule.effects.plan).toBe('exchange');
  });
});

describe('who the caller is', () => {
  const me = 'me';
  const base = { me, planner: false, member: true, holderId: null };

  it('takes an open shift for oneself only; a planner gives it to anyone', () => {
    expect(roleOf('SETUSER', 'shift', { ...base, forUserId: me })).toBe('member');
    expect(roleOf('SETUSER', 'shift', { ...base, forUserId: 'other' })).toBeNull();
    expect(roleOf('SETUSER', 'shift', { ...base, planner: true, forUserId: 'other' })).toBe('planner');
    expect(roleOf('SETUSER', 'slot', { ...base, forUserId: me })).toBeNull();
  });

  it('applies as a member of the unit, planners too, and nobody from outside', () => {
    expect(roleOf('APPLY', 'shift', { ...base, planner: true })).toBe('member');
    expect(roleOf('APPLY', 'shift', { ...base, planner: true, member: false })).toBeNull();
    expect(roleOf('REQUESTSLOT', 'slot', { ...base, member: false })).toBeNull();
  });

  it('offers one’s own shift; a planner anyone’s', () => {
    expect(roleOf('SWAP', 'shift', { ...base, holderId: me })).toBe('holder');
    expect(roleOf('SHARE', 'shift', { ...base, holderId: 'other' })).toBeNull();
    expect(roleOf('SHARE', 'shift', { ...base, planner: true, holderId: 'other' })).toBe('planner');
  });

  it('answers as the one asked or who asked before as a planner', () => {
    const request = { requesterId: me, targetUserId: 'other' };
    expect(roleOf('APPLYREMOVE', 'shift', { ...base, planner: true, request })).toBe('requester');
    expect(
      roleOf('SWAPDENY', 'shift', { ...base, request: { requesterId: 'other', targetUserId: me } }),
    ).toBe('asked');
    expect(roleOf('SWAPDENY', 'shift', { ...base, request })).toBeNull();
    expect(
      roleOf('SWAPACCEPT', 'shift', { ...base, request: { requesterId: 'other', targetUserId: 'third' } }),
    ).toBe(null);
  });

  it('takes a share offered to all as a member who did not offer it; a planner hands a named one over', () => {
    const toAll = { requesterId: 'other', targetUserId: null };
    expect(roleOf('SHAREACCEPT', 'shift', { ...base, request: toAll })).toBe('asked');
    expect(roleOf('SHAREACCEPT', 'shift', { ...base, member: false, request: toAll })).toBeNull();
    expect(
      roleOf('SHAREACCEPT', 'shift', { ...base, request: { requesterId: me, targetUserId: null } }),
    ).toBeNull();
    expect(roleOf('SHAREACCEPT', 'shift', { ...base, planner: true, request: toAll })).toBe('planner');
    expect(
      roleOf('SHAREACCEPT', 'shift', {
        ...base,
        planner: true,
        member: false,
        request: { requesterId: 'other', targetUserId: 'third' },
      }),
    ).toBe('planner');
    expect(
      roleOf('SHAREACCEPT', 'shift', { ...base, planner: true, member: false, request: toAll }),
    ).toBeNull();
  });
});
