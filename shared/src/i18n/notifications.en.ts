/**
 * Texts of the notification bell and list (namespace `notifications`). A notification's text is
 * `notification.<messageKey>` with its params; an area that notifies adds its message here (German and English).
 */
export const notificationsEn = {
  'notifications.title': 'Notifications',
  'notifications.unread_one': '{{count}} unread notification',
  'notifications.unread_other': '{{count}} unread notifications',
  'notifications.empty': 'No notifications.',
  'notifications.more': 'Show all notifications',
  'notifications.markAllRead': 'Mark all read',
  'notifications.loadMore': 'Load more',
  'notifications.unreadMark': 'Unread',
  'notification.message.received': 'Message from {{from}}: {{subject}}',
  'notification.absence.requested': '{{actor}} requests {{absence}} from {{begin}} to {{end}}.',
  'notification.absence.approved': '{{actor}} approved your {{absence}} from {{begin}} to {{end}}.',
  'notification.absence.denied': '{{actor}} denied your {{absence}} from {{begin}} to {{end}}: {{reason}}',
  'notification.absence.canceled': '{{actor}} cancelled your {{absence}} from {{begin}} to {{end}}.',
  'notification.absence.planned': '{{actor}} planned your {{absence}} from {{begin}} to {{end}}.',
  'notification.absence.approvedFirstStage':
    '{{actor}} approved your {{absence}} from {{begin}} to {{end}}; a second approval follows.',
  'notification.absence.awaitsSecondStage':
    "{{actor}} approved {{person}}'s {{absence}} from {{begin}} to {{end}}; your approval is awaited.",
  'notification.absence.substituteAsked':
    '{{person}} names you as substitute during {{absence}} from {{begin}} to {{end}}. Please agree or decline.',
  'notification.absence.substituteAgreed':
    "{{actor}} agrees to stand in during {{person}}'s {{absence}} from {{begin}} to {{end}}.",
  'notification.absence.substituteDeclined':
    "{{actor}} declines to stand in during {{person}}'s {{absence}} from {{begin}} to {{end}}: {{reason}}",
  'notification.absence.substituteApproved':
    "{{person}}'s {{absence}} from {{begin}} to {{end}} is approved; you are named as substitute.",
  'notification.absence.substituteReleased':
    "{{person}}'s {{absence}} from {{begin}} to {{end}} does not take place; you are not needed as substitute.",
  'notification.absence.seriesRequested':
    '{{actor}} requests {{absence}} as a series from {{begin}} to {{end}} ({{occurrences}} occurrences).',
  'notification.absence.seriesApproved':
    '{{actor}} approved your series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences).',
  'notification.absence.seriesDenied':
    '{{actor}} denied your series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences): {{reason}}',
  'notification.absence.seriesCanceled':
    '{{actor}} cancelled your series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences).',
  'notification.absence.seriesPlanned':
    '{{actor}} planned your series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences).',
  'notification.absence.seriesApprovedFirstStage':
    '{{actor}} approved your series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences); a second approval follows.',
  'notification.absence.seriesAwaitsSecondStage':
    "{{actor}} approved {{person}}'s series of {{absence}} from {{begin}} to {{end}} ({{occurrences}} occurrences); your approval is awaited.",
  'notification.plan.autoAssigned':
    '{{actor}} planned {{count}} new shifts for you between {{first}} and {{last}}. {{note}}',
  'notification.plan.published': '{{actor}} published the plan of {{unit}} up to {{to}}.',
  'notification.shift.assigned': '{{actor}} planned you on {{shift}} on {{date}}.',
  'notification.shift.swapRequested':
    '{{actor}} offers to swap {{shift}} on {{date}} for your {{otherShift}} on {{otherDate}}.',
  'notification.shift.swapWithdrawn': '{{actor}} withdrew the swap of {{shift}} on {{date}}.',
  'notification.shift.swapAccepted': 'Swap done: you now work {{shift}} on {{date}}.',
  'notification.shift.swapAgreed':
    '{{actor}} agreed to swap {{shift}} on {{date}}; a planner must approve it.',
  'notification.shift.swapDenied': '{{actor}} declined the swap of {{shift}} on {{date}}.',
  'notification.shift.applied': '{{actor}} applies for {{shift}} on {{date}}.',
  'notification.shift.applyWithdrawn': '{{actor}} withdrew the application for {{shift}} on {{date}}.',
  'notification.shift.applyDenied': 'Your application for {{shift}} on {{date}} was declined.',
  'notification.shift.shared': '{{actor}} offers {{shift}} on {{date}} to take over.',
  'notification.shift.shareTaken': '{{actor}} took over your {{shift}} on {{date}}.',
  'notification.shift.shareAgreed':
    '{{actor}} will take over {{shift}} on {{date}}; a planner must approve it.',
  'notification.shift.shareDeclined': '{{actor}} declined to take over {{shift}} on {{date}}.',
  'notification.shift.shareWithdrawn': '{{actor}} withdrew the offer of {{shift}} on {{date}}.',
  'notification.shift.slotRequested': '{{actor}} asks for {{shift}} on {{date}}.',
  'userMessage.title': 'New message to {{name}}',
  'userMessage.open': 'New message',
  'userMessage.subject': 'Subject',
  'userMessage.text': 'Message',
  'userMessage.send': 'Send',
  'userMessage.cancel': 'Cancel',
  'userMessage.sent': 'Message sent to {{name}}.',
  'userMessage.sentNoMail': 'Message sent to {{name}} (in the app only: no e-mail address).',
  'userMessage.required': 'Please fill in.',
  'userMessage.tooLong': 'At most {{max}} characters.',
  'userMessage.hint': '{{name}} sees it in the app and receives it by e-mail.',
} as const;
