import type { timeOfflineEn } from './time-offline.en';

/** Texte der Offline-Warteschlange der Stempeluhr (Namensraum `time-offline`, Issue 27). */
export const timeOfflineDe = {
  'timeOffline.offline':
    'Offline: Ihre Stempelungen werden auf diesem Gerät gespeichert und gesendet, sobald Sie wieder online sind.',
  'timeOffline.pending_one': 'Offline: {{count}} Stempelung wird gesendet, sobald Sie wieder online sind.',
  'timeOffline.pending_other':
    'Offline: {{count}} Stempelungen werden gesendet, sobald Sie wieder online sind.',
  'timeOffline.sending_one': '{{count}} offline erfasste Stempelung wird gesendet …',
  'timeOffline.sending_other': '{{count}} offline erfasste Stempelungen werden gesendet …',
  'timeOffline.step': '{{action}} um {{time}}',
  'timeOffline.stepOn': '{{action}} am {{date}} um {{time}}',
  'timeOffline.queued': 'Auf diesem Gerät gespeichert: wird gesendet, sobald Sie wieder online sind.',
  'timeOffline.sent_one': '{{count}} offline erfasste Stempelung wurde gebucht.',
  'timeOffline.sent_other': '{{count}} offline erfasste Stempelungen wurden gebucht.',
  'timeOffline.rejectedTitle': 'Nicht gebucht',
  'timeOffline.rejected': '{{step}}: {{reason}}',
  'timeOffline.dismiss': 'Ausblenden',
} as const satisfies Record<keyof typeof timeOfflineEn, string>;
