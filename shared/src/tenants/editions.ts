/**
 * What each edition allows. The server gates every feature call with this table (402 EDITION_LIMIT), the web
 * app hides or marks what an edition lacks, and the subscription page compares editions from it.
 */
export const editions = ['trial', 'free', 'professional', 'enterprise'] as const;
export type Edition = (typeof editions)[number];

/** Editions a tenant can choose on the subscription page (the trial is only given at sign-up). */
export const selectableEditions = [
  'free',
  'professional',
  'enterprise',
] as const satisfies readonly Edition[];
export type SelectableEdition = (typeof selectableEditions)[number];

export const editionFeatures = [
  'autoAssign',
  'payrollExport',
  'microsoftSignIn',
  'clockTerminals',
  'multipleSites',
  'auditLogExport',
] as const;
export type EditionFeature = (typeof editionFeatures)[number];

export interface EditionRules {
  features: readonly EditionFeature[];
  /** Active (not deactivated) users; `null` means unlimited. */
  maxActiveUsers: number | null;
  maxSites: number | null;
  /** Sustained API requests per second for the whole tenant, and the burst on top. */
  requestsPerSecond: number;
  requestBurst: number;
  /**
   * Mails the company's actions may send per day (the tenant's local day): messages, invitations, absence and
   * planning notices, e-mail confirmations together. Over it: 429 MAIL_LIMIT_REACHED and nothing is sent.
   */
  mailsPerDay: number;
}

const allFeatures = editionFeatures;
/** What only Enterprise has on top of Professional (besides its higher API limits). */
const enterpriseOnly: readonly EditionFeature[] = ['microsoftSignIn', 'auditLogExport'];
const professionalFeatures = editionFeatures.filter((feature) => !enterpriseOnly.includes(feature));

export const editionRules: Record<Edition, EditionRules> = {
  trial: {
    features: allFeatures,
    maxActiveUsers: null,
    maxSites: null,
    requestsPerSecond: 20,
    requestBurst: 40,
    mailsPerDay: 50,
  },
  free: {
    features: [],
    maxActiveUsers: 10,
    maxSites: 1,
    requestsPerSecond: 5,
    requestBurst: 10,
    mailsPerDay: 50,
  },
  professional: {
    features: professionalFeatures,
    maxActiveUsers: null,
    maxSites: null,
    requestsPerSecond: 20,
    requestBurst: 40,
    mailsPerDay: 1000,
  },
  enterprise: {
    features: allFeatures,
    maxActiveUsers: null,
    maxSites: null,
    requestsPerSecond: 50,
    requestBurst: 100,
    mailsPerDay: 5000,
  },
};

export const trialDays = 30;

export function editionAllows(edition: Edition, feature: EditionFeature): boolean {
  return editionRules[edition].features.includes(feature);
}

/** An expired trial is read-only until an edition is chosen. */
export function isTrialExpired(edition: Edition, trialEndsAt: string | null, now: Date): boolean {
  return edition === 'trial' && trialEndsAt !== null && Date.parse(trialEndsAt) <= now.getTime();
}

export interface EditionUsage {
  activeUsers: number;
  sites: number;
}

export type DowngradeBlocker =
  | { reason: 'activeUsers'; limit: number; usage: number }
  | { reason: 'sites'; limit: number; usage: number };

/** Why a tenant with this usage cannot move to `target`; empty when it can. */
export function downgradeBlockers(target: Edition, usage: EditionUsage): DowngradeBlocker[] {
  const rules = editionRules[target];
  const blockers: DowngradeBlocker[] = [];
  if (rules.maxActiveUsers !== null && usage.activeUsers > rules.maxActiveUsers) {
    blockers.push({ reason: 'activeUsers', limit: rules.maxActiveUsers, usage: usage.activeUsers });
  }
  if (rules.maxSites !== null && usage.sites > rules.maxSites) {
    blockers.push({ reason: 'sites', limit: rules.maxSites, usage: usage.sites });
  }
  return blockers;
}
