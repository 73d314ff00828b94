/**
 * The shift request state machine in one table: employees take or apply for open shifts, offer their own shift in
 * a swap or to take over, colleagues answer, planners decide. Each rule says who (the role) may do what (the
 * action) from which state, to which state, what it needs and what it does. The services find who the caller is
 * (`roleOf`), ask `admit` before any further read and `advance` once the facts are known, and carry out the
 * rule's effects; everything not in the table is refused. The table in words: docs/shift-requests.md.
 */
import type { CalendarActionsKey } from '../i18n/calendar-actions.en';
import type { notificationsEn } from '../i18n/notifications.en';
import type { TShiftActionMode } from './shift-actions.contracts';

/** The shift actions of the spec that make or answer requests, and the request-slot dialog on a template slot. */
export type ShiftRequestAction = Exclude<TShiftActionMode, 'FAVORITE.REMOVE'> | 'REQUESTSLOT';

/** What an action is on: a shift entry, or a template's slot that has no entry yet (a slot request). */
export type ShiftRequestOn = 'shift' | 'slot';

/**
 * Who acts, seen from what the action is about: `planner` plans the unit (`calendar.plan` and responsible for
 * it), `holder` holds the shift, `member` belongs to the unit and acts for themselves, `requester` made the
 * request, `asked` is the colleague the request asks (for a shift offered to the whole unit: any member but the
 * requester).
 */
export const shiftRequestRoles = ['planner', 'holder', 'member', 'requester', 'asked'] as const;
export type ShiftRequestRole = (typeof shiftRequestRoles)[number];

/**
 * The states an action starts from, by what it is about. A request is `OPEN` while the person asked or the
 * planners must answer, `AGREED` when the colleague agreed and a planner must approve (`targetAgreed`, unit
 * setting `shifts.swapApproval`), then `ACCEPTED`, `DENIED` or `WITHDRAWN`; `none`: no open request fits.
 */
export const shiftRequestSubjects = {
  shift: ['open shift', 'held shift'],
  slot: ['free slot'],
  request: ['none', 'OPEN', 'AGREED', 'ACCEPTED', 'DENIED', 'WITHDRAWN'],
} as const;
export type ShiftRequestSubject = keyof typeof shiftRequestSubjects;
export type ShiftRequestState = (typeof shiftRequestSubjects)[ShiftRequestSubject][number];

/** The working-time model's flags (docs/decisions.md, working-time model). */
export type InteractionFlag = 'allowShiftInteraction' | 'allowShiftInteractionRequest';

/** Facts that refuse a rule when true, checked in this order, each with the message it answers. */
export const shiftRequestChecks = {
  /** SWAP: the shift asked for in exchange has nobody. */
  otherShiftOpen: 'calendarActions.err.noUser',
  /** SWAP, SHARE: the person asked is the one who asks. */
  asksThemselves: 'calendarActions.err.sameUser',
  /** The day lies before the tenant's today. */
  past: 'calendarActions.err.past',
  /** The person already has an open request of this kind there. */
  alreadyAsked: 'calendarActions.err.requestExists',
  /** A shift of the request changed hands since it was made. */
  shiftsMoved: 'calendarActions.err.requestNotOpen',
} as const satisfies Record<string, CalendarActionsKey>;
export type ShiftRequestCheck = keyof typeof shiftRequestChecks;

/** What `advance` needs to know: the checks' facts and the unit's approval setting. */
export type ShiftRequestFacts = Record<ShiftRequestCheck, boolean> & {
  /** The unit's `shifts.swapApproval`: an exchange the colleague agreed to waits for a planner. */
  approval: boolean;
};

/** Who is told (never the caller of their own action). */
export type ShiftRequestRecipient =
  | 'person planned'
  | 'other applicants'
  | 'planners'
  | 'person asked'
  | 'unit'
  | 'requester'
  | 'taker';

type ShiftNoticeOf<Key> = Key extends `notification.${infer Notice extends `shift.${string}`}`
  ? Notice
  : never;
/** A notification's message key (`notification.<key>` in the notification texts). */
export type ShiftRequestNotice = ShiftNoticeOf<keyof typeof notificationsEn>;

export interface ShiftRequestEffects {
  /**
   * How the plan changes: `assign` the open shift to the person, `exchange` the two shifts of a swap, `hand over`
   * the shift to the taker, `create` the shift from the slot's template for the requester.
   */
  plan?: 'assign' | 'exchange' | 'hand over' | 'create';
  /** The validator speaks for the people who would hold the shifts (forceable messages with `force`). */
  validates: boolean;
  /** The open applications on the shift are answered: the person's accepted, every other declined. */
  answersApplications?: true;
  /** Who is told what; `unit`: every active member but the requester, after the change. */
  notify: readonly { to: ShiftRequestRecipient; key: ShiftRequestNotice }[];
  /** The answer's text. */
  done: CalendarActionsKey;
}

export interface ShiftRequestRule {
  action: ShiftRequestAction;
  on: ShiftRequestOn;
  role: ShiftRequestRole;
  from: readonly ShiftRequestState[];
  /** Only with the unit's approval setting on (true) or off (false); absent: either way. */
  approval?: boolean;
  to: ShiftRequestState;
  needs?: InteractionFlag;
  checks: readonly ShiftRequestCheck[];
  effects: ShiftRequestEffects;
}

/**
 * What each action is about. A state outside `about` is answered `unfit` before anyone is asked who they are
 * (nobody may offer an open shift; no open request is left to answer); a state in `about` that no rule of the
 * caller's role starts from is answered `stale` (the shift was taken meanwhile).
 */
export interface ShiftRequestActionSpec {
  action: ShiftRequestAction;
  on: ShiftRequestOn;
  subject: ShiftRequestSubject;
  about: readonly ShiftRequestState[];
  unfit: ShiftRequestRefusal;
  stale: ShiftRequestRefusal;
}

/**
 * A refusal: `NOT_FOUND` (nothing of the kind there), `FORBIDDEN` (403; `role`: the caller's role may not, which
 * a planner of other units hears as NOT_RESPONSIBLE naming the unit), or `message`: a state that no longer fits,
 * answered as an unforceable validator message (`success: false`).
 */
export type ShiftRequestRefusal =
  | { error: 'NOT_FOUND' }
  | { error: 'FORBIDDEN'; role?: true }
  | { message: CalendarActionsKey };

const open = ['OPEN', 'AGREED'] as const;
const noRequest = { message: 'calendarActions.err.noRequest' } as const;
const notOpen = { message: 'calendarActions.err.notOpen' } as const;

export const shiftRequestActions: readonly ShiftRequestActionSpec[] = [
  ...(['SETUSER', 'APPLY'] as const).map((action) => ({
    action,
    on: 'shift' as const,
    subject: 'shift' as const,
    about: shiftRequestSubjects.shift,
    unfit: notOpen,
    stale: notOpen,
  })),
  ...(['SWAP', 'SHARE'] as const).map((action) => ({
    action,
    on: 'shift' as const,
    subject: 'shift' as const,
    about: ['held shift'] as const,
    unfit: { error: 'FORBIDDEN' } as const,
    stale: { error: 'FORBIDDEN' } as const,
  })),
  ...(
    [
      'SWAPACCEPT',
      'SWAPDENY',
      'SWAPREMOVE',
      'APPLYREMOVE',
      'SHAREACCEPT',
      'SHAREACCEPT-',
      'SHAREREMOVE',
    ] as const
  ).map((action) => ({
    action,
    on: 'shift' as const,
    subject: 'request' as const,
    about: open,
    unfit: noRequest,
    stale: noRequest,
  })),
  {
    action: 'REQUESTSLOT',
    on: 'slot',
    subject: 'slot',
    about: ['free slot'],
    unfit: { error: 'NOT_FOUND' },
    stale: { error: 'NOT_FOUND' },
  },
  // A planner is asked who they are before the slot's request is chosen: a missing one is a message after that.
  {
    action: 'SETUSER',
    on: 'slot',
    subject: 'request',
    about: ['none', ...open],
    unfit: noRequest,
    stale: noRequest,
  },
  { action: 'APPLYREMOVE', on: 'slot', subject: 'request', about: open, unfit: noRequest, stale: noRequest },
];

const assign = { plan: 'assign', validates: true, answersApplications: true } as const;
const withdrawn = (
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  notify: ShiftRequestEffects['notify'],
  done: CalendarActionsKey,
): ShiftRequestRule => ({
  action,
  on,
  role: 'requester',
  from: open,
  to: 'WITHDRAWN',
  checks: [],
  effects: { validates: false, notify, done },
});
const denied = (
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole,
  notify: ShiftRequestEffects['notify'],
  done: CalendarActionsKey,
): ShiftRequestRule => ({
  action,
  on,
  role,
  from: open,
  to: 'DENIED',
  checks: [],
  effects: { validates: false, notify, done },
});

/** The table. Every rule is one row of docs/shift-requests.md. */
export const shiftRequestRules: readonly ShiftRequestRule[] = [
  // An open shift: taken, given, applied for.
  {
    action: 'SETUSER',
    on: 'shift',
    role: 'planner',
    from: ['open shift'],
    to: 'held shift',
    checks: [],
    effects: {
      ...assign,
      notify: [
        { to: 'person planned', key: 'shift.assigned' },
        { to: 'other applicants', key: 'shift.applyDenied' },
      ],
      done: 'calendarActions.done.SETUSER',
    },
  },
  {
    action: 'SETUSER',
    on: 'shift',
    role: 'member',
    from: ['open shift'],
    to: 'held shift',
    needs: 'allowShiftInteraction',
    checks: ['past'],
    effects: {
      ...assign,
      notify: [{ to: 'other applicants', key: 'shift.applyDenied' }],
      done: 'calendarActions.done.SETUSER',
    },
  },
  {
    action: 'APPLY',
    on: 'shift',
    role: 'member',
    from: ['open shift'],
    to: 'OPEN',
    needs: 'allowShiftInteractionRequest',
    checks: ['past', 'alreadyAsked'],
    effects: {
      validates: false,
      notify: [{ to: 'planners', key: 'shift.applied' }],
      done: 'calendarActions.done.APPLY',
    },
  },
  withdrawn(
    'APPLYREMOVE',
    'shift',
    [{ to: 'planners', key: 'shift.applyWithdrawn' }],
    'calendarActions.done.APPLYREMOVE',
  ),
  denied(
    'APPLYREMOVE',
    'shift',
    'planner',
    [{ to: 'requester', key: 'shift.applyDenied' }],
    'calendarActions.done.APPLYDENY',
  ),
  // A held shift offered in exchange for a colleague's.
  ...(['holder', 'planner'] as const).map((role): ShiftRequestRule => ({
    action: 'SWAP',
    on: 'shift',
    role,
    from: ['held shift'],
    to: 'OPEN',
    ...(role === 'holder' ? { needs: 'allowShiftInteraction' as const } : {}),
    checks: ['otherShiftOpen', 'asksThemselves', 'alreadyAsked'],
    effects: {
      validates: false,
      notify: [{ to: 'person asked', key: 'shift.swapRequested' }],
      done: 'calendarActions.done.SWAP',
    },
  })),
  ...(['planner', 'asked'] as const).flatMap((role): ShiftRequestRule[] => {
    const exchange: ShiftRequestRule = {
      action: 'SWAPACCEPT',
      on: 'shift',
      role,
      from: open,
      to: 'ACCEPTED',
      ...(role === 'asked' ? { needs: 'allowShiftInteraction' as const, approval: false } : {}),
      checks: ['shiftsMoved'],
      effects: {
        plan: 'exchange',
        validates: true,
        notify: [
          { to: 'requester', key: 'shift.swapAccepted' },
          { to: 'taker', key: 'shift.swapAccepted' },
        ],
        done: 'calendarActions.done.SWAPACCEPT',
      },
    };
    if (role === 'planner') return [exchange];
    return [
      exchange,
      {
        ...exchange,
        approval: true,
        to: 'AGREED',
        effects: {
          validates: true,
          notify: [{ to: 'requester', key: 'shift.swapAgreed' }],
          done: 'calendarActions.done.SWAPAGREED',
        },
      },
    ];
  }),
  ...(['asked', 'planner'] as const).map((role) =>
    denied(
      'SWAPDENY',
      'shift',
      role,
      [{ to: 'requester', key: 'shift.swapDenied' }],
      'calendarActions.done.SWAPDENY',
    ),
  ),
  withdrawn(
    'SWAPREMOVE',
    'shift',
    [{ to: 'person asked', key: 'shift.swapWithdrawn' }],
    'calendarActions.done.SWAPREMOVE',
  ),
  denied(
    'SWAPREMOVE',
    'shift',
    'planner',
    [{ to: 'person asked', key: 'shift.swapWithdrawn' }],
    'calendarActions.done.SWAPREMOVE',
  ),
  // A held shift offered to one colleague or to the whole unit.
  ...(['holder', 'planner'] as const).map((role): ShiftRequestRule => ({
    action: 'SHARE',
    on: 'shift',
    role,
    from: ['held shift'],
    to: 'OPEN',
    ...(role === 'holder' ? { needs: 'allowShiftInteraction' as const } : {}),
    checks: ['asksThemselves', 'alreadyAsked'],
    effects: {
      validates: false,
      notify: [
        { to: 'person asked', key: 'shift.shared' },
        { to: 'unit', key: 'shift.shared' },
      ],
      done: 'calendarActions.done.SHARE',
    },
  })),
  ...(['planner', 'asked'] as const).flatMap((role): ShiftRequestRule[] => {
    const handOver: ShiftRequestRule = {
      action: 'SHAREACCEPT',
      on: 'shift',
      role,
      from: open,
      to: 'ACCEPTED',
      ...(role === 'asked' ? { needs: 'allowShiftInteraction' as const, approval: false } : {}),
      checks: ['shiftsMoved'],
      effects: {
        plan: 'hand over',
        validates: true,
        notify: [
          { to: 'requester', key: 'shift.shareTaken' },
          { to: 'taker', key: 'shift.shareTaken' },
        ],
        done: 'calendarActions.done.SHAREACCEPT',
      },
    };
    if (role === 'planner') return [handOver];
    return [
      handOver,
      {
        ...handOver,
        approval: true,
        to: 'AGREED',
        effects: {
          validates: true,
          notify: [{ to: 'requester', key: 'shift.shareAgreed' }],
          done: 'calendarActions.done.SHAREAGREED',
        },
      },
    ];
  }),
  ...(['asked', 'planner'] as const).map((role) =>
    denied(
      'SHAREACCEPT-',
      'shift',
      role,
      [{ to: 'requester', key: 'shift.shareDeclined' }],
      'calendarActions.done.SHAREDECLINE',
    ),
  ),
  withdrawn(
    'SHAREREMOVE',
    'shift',
    [{ to: 'person asked', key: 'shift.shareWithdrawn' }],
    'calendarActions.done.SHAREREMOVE',
  ),
  denied(
    'SHAREREMOVE',
    'shift',
    'planner',
    [{ to: 'person asked', key: 'shift.shareWithdrawn' }],
    'calendarActions.done.SHAREREMOVE',
  ),
  // A template's slot without an entry: asked for, granted (the shift is made), withdrawn or declined.
  {
    action: 'REQUESTSLOT',
    on: 'slot',
    role: 'member',
    from: ['free slot'],
    to: 'OPEN',
    needs: 'allowShiftInteractionRequest',
    checks: ['past', 'alreadyAsked'],
    effects: {
      validates: false,
      notify: [{ to: 'planners', key: 'shift.slotRequested' }],
      done: 'calendarActions.done.SLOT',
    },
  },
  {
    action: 'SETUSER',
    on: 'slot',
    role: 'planner',
    from: ['OPEN'],
    to: 'ACCEPTED',
    checks: [],
    effects: {
      plan: 'create',
      validates: true,
      notify: [{ to: 'requester', key: 'shift.assigned' }],
      done: 'calendarActions.done.SETUSER',
    },
  },
  withdrawn('APPLYREMOVE', 'slot', [], 'calendarActions.done.APPLYREMOVE'),
  denied(
    'APPLYREMOVE',
    'slot',
    'planner',
    [{ to: 'requester', key: 'shift.applyDenied' }],
    'calendarActions.done.APPLYDENY',
  ),
];

/** The caller and what the action is about, as far as it says who the caller is. */
export interface ShiftRequestParties {
  me: string;
  /** Plans the unit: `calendar.plan` and responsible for it. */
  planner: boolean;
  /** Belongs to the unit (primary or extra unit). */
  member: boolean;
  /** The shift's holder; null: an open shift or a slot. */
  holderId: string | null;
  /** SETUSER: the person the shift is for. */
  forUserId?: string | undefined;
  /** The request an answer is about. */
  request?: { requesterId: string; targetUserId: string | null } | undefined;
}

/**
 * Who the caller is for an action, the first that holds; null: nobody the table knows (refused as `role`).
 * Answers put the person's own part first: a planner who applied withdraws (WITHDRAWN), not declines.
 */
export function roleOf(
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  parties: ShiftRequestParties,
): ShiftRequestRole | null {
  const { me, planner, member, holderId, forUserId, request } = parties;
  const either = (mine: boolean, role: ShiftRequestRole) => (mine ? role : planner ? 'planner' : null);
  switch (action) {
    case 'SETUSER':
      return planner ? 'planner' : on === 'shift' && forUserId === me ? 'member' : null;
    case 'APPLY':
    case 'REQUESTSLOT':
      return member ? 'member' : null;
    case 'SWAP':
    case 'SHARE':
      return planner ? 'planner' : holderId === me ? 'holder' : null;
    case 'SWAPACCEPT':
      return planner ? 'planner' : request?.targetUserId === me ? 'asked' : null;
    case 'SHAREACCEPT': {
      // A planner hands a share to the person it names; one offered to all they may take like any member.
      if (planner && request?.targetUserId) return 'planner';
      const mayTake =
        request !== undefined &&
        (request.targetUserId === null || request.targetUserId === me) &&
        request.requesterId !== me &&
        member;
      return mayTake ? (planner ? 'planner' : 'asked') : null;
    }
    case 'SWAPDENY':
    case 'SHAREACCEPT-':
      return either(request?.targetUserId === me, 'asked');
    case 'SWAPREMOVE':
    case 'APPLYREMOVE':
    case 'SHAREREMOVE':
      return either(request?.requesterId === me, 'requester');
  }
}

export type ShiftRequestAdmission =
  | { ok: true; needs?: InteractionFlag }
  | { ok: false; refusal: ShiftRequestRefusal };
export type ShiftRequestVerdict =
  | { ok: true; rule: ShiftRequestRule }
  | { ok: false; refusal: ShiftRequestRefusal };

const specOf = (action: ShiftRequestAction, on: ShiftRequestOn) =>
  shiftRequestActions.find((spec) => spec.action === action && spec.on === on);
const rulesOf = (action: ShiftRequestAction, on: ShiftRequestOn, role: ShiftRequestRole | null) =>
  shiftRequestRules.filter((rule) => rule.action === action && rule.on === on && rule.role === role);

/**
 * Before anything else is read: is the action about this state at all, may the role do it, and which flag of the
 * working-time model it needs (the caller checks it: a missing flag is 403 FORBIDDEN).
 */
export function admit(
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole | null,
  state: ShiftRequestState,
): ShiftRequestAdmission {
  const spec = specOf(action, on);
  if (!spec) return { ok: false, refusal: { error: 'NOT_FOUND' } };
  if (!spec.about.includes(state)) return { ok: false, refusal: spec.unfit };
  const rules = rulesOf(action, on, role);
  if (!rules.length) return { ok: false, refusal: { error: 'FORBIDDEN', role: true } };
  const needs = rules[0]?.needs;
  return needs ? { ok: true, needs } : { ok: true };
}

/** Once the facts are known: the rule that applies, or the refusal of a state that does not fit. */
export function advance(
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole,
  state: ShiftRequestState,
  facts: ShiftRequestFacts,
): ShiftRequestVerdict {
  const spec = specOf(action, on);
  const rules = rulesOf(action, on, role).filter((rule) => rule.from.includes(state));
  const first = rules[0];
  if (!spec || !first) return { ok: false, refusal: spec?.stale ?? { error: 'NOT_FOUND' } };
  for (const check of Object.keys(shiftRequestChecks) as ShiftRequestCheck[])
    if (first.checks.includes(check) && facts[check])
      return { ok: false, refusal: { message: shiftRequestChecks[check] } };
  const rule = rules.find(
    (candidate) => candidate.approval === undefined || candidate.approval === facts.approval,
  );
  return rule ? { ok: true, rule } : { ok: false, refusal: spec.stale };
}

/** `admit`, the flag and `advance` in one: what the services decide in steps, for the table's test and docs. */
export function decide(
  action: ShiftRequestAction,
  on: ShiftRequestOn,
  role: ShiftRequestRole | null,
  state: ShiftRequestState,
  flags: Record<InteractionFlag, boolean>,
  facts: ShiftRequestFacts,
): ShiftRequestVerdict {
  const admitted = admit(action, on, role, state);
  if (!admitted.ok) return admitted;
  if (admitted.needs && !flags[admitted.needs]) return { ok: false, refusal: { error: 'FORBIDDEN' } };
  return advance(action, on, role as ShiftRequestRole, state, facts);
}
