/** Texts of the clock's offline queue (namespace `time-offline`, issue 27). */
export const timeOfflineEn = {
  'timeOffline.offline':
    'Offline: your clock steps are kept on this device and sent when you are online again.',
  'timeOffline.pending_one': 'Offline: {{count}} step will be sent when you are online again.',
  'timeOffline.pending_other': 'Offline: {{count}} steps will be sent when you are online again.',
  'timeOffline.sending_one': 'Sending {{count}} clock step taken offline …',
  'timeOffline.sending_other': 'Sending {{count}} clock steps taken offline …',
  'timeOffline.step': '{{action}} at {{time}}',
  'timeOffline.stepOn': '{{action}} on {{date}} at {{time}}',
  'timeOffline.queued': 'Saved on this device: it will be sent when you are online again.',
  'timeOffline.sent_one': '{{count}} clock step taken offline was booked.',
  'timeOffline.sent_other': '{{count}} clock steps taken offline were booked.',
  'timeOffline.rejectedTitle': 'Not booked',
  'timeOffline.rejected': '{{step}}: {{reason}}',
  'timeOffline.dismiss': 'Dismiss',
} as const;
