/**
 * Texts of server messages (error bodies, validator results). Keys are the spec's message keys where the spec
 * names one (`caption-error1`, `unit-choose2`, ...), otherwise `error.<code>`. German twin: messages.de.ts.
 */
export const messagesEn = {
  'error.BAD_REQUEST': 'The request is not valid. Please check your input.',
  'error.VALIDATION': 'Some fields are not valid.',
  'error.UNAUTHORIZED': 'Please sign in.',
  'error.FORBIDDEN': 'You do not have permission for this.',
  'error.NOT_FOUND': 'This item does not exist or was deleted.',
  'error.ROUTE_NOT_FOUND': 'This address does not exist.',
  'error.CONFLICT': 'Someone else changed this in the meantime. Please reload and try again.',
  'error.EDITION_LIMIT': 'This feature is not available in the Free Edition. Upgrade to use it.',
  'error.EDITION_LIMIT_PAID': 'This feature is not included in your edition. Upgrade to use it.',
  'error.TOO_MANY_REQUESTS': 'Too many requests. Please wait a moment and try again.',
  'error.TOO_MANY_CALLS': 'Too many attempts. Please reload the page.',
  'error.INTERNAL_SERVER_ERROR': 'Something went wrong on our side. Please try again later.',
  'error.TRIAL_EXPIRED':
    'Your trial has ended. Your data is read-only until an administrator chooses an edition.',
  'error.DOWNGRADE_BLOCKED': 'This edition does not fit your current usage.',
  'error.ROLE_IN_USE': 'This role is still assigned to users and cannot be deleted.',
  'error.LAST_ADMINISTRATOR': 'At least one active administrator must remain.',
  'error.USERNAME_TAKEN': 'This username is already taken.',
  'error.UNKNOWN_CUSTOMER': 'We do not know this customer number. Please check it.',
  'error.TASK_NOT_FINISHED': 'The task has not finished yet.',
  'error.TASK_HAS_NO_DOWNLOAD': 'This task has no file to download.',
  'error.PAYLOAD_TOO_LARGE': 'The request is too large.',
  'error.UNSUPPORTED_MEDIA_TYPE': 'The request body must be JSON.',
  'password.minLength': 'The password needs at least 10 characters.',
  'password.lowercase': 'The password needs a lower-case letter.',
  'password.uppercase': 'The password needs an upper-case letter.',
  'password.digit': 'The password needs a digit.',
  'region.unknown': 'This region does not belong to the chosen country.',
  'timeZone.invalid': 'This is not a known time zone.',
  'date.invalid': 'Please enter a real date (DD.MM.YYYY).',
  'time.invalid': 'Please enter a time from 00:00 to 23:59.',
  'access-deny': 'Access denied.',
  'noaccess-msg1': 'You do not have access to this dialog.',
  'error-msg2': 'The dialog could not be loaded.',
  'error-msg3': 'The requested item was not found.',
  'task.failed': 'The task failed: {{reason}}',
} as const;

export type MessageKey = keyof typeof messagesEn;
