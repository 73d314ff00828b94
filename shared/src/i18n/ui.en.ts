/**
 * Texts of the web app's core namespace, bundled up front: shell, sign-in, errors, shared form texts. Each area
 * has its own namespace (`users.en.ts`, ...) loaded with its page. German twin: ui.de.ts (same keys, checked by a test).
 */
export const uiEn = {
  'app.name': 'Shiftplan',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'app.reload': 'Reload page',

  'boot.failedTitle': 'The application could not be started',
  'boot.failedText': 'The server could not be reached. Please check your connection and try again.',

  'errorBoundary.title': 'Something went wrong',
  'errorBoundary.text':
    'An unexpected error occurred. Reloading the page usually helps. If it keeps happening, please contact support.',

  'notFound.title': 'Page not found',
  'notFound.text': 'This address does not exist in the application.',
  'notFound.home': 'Go to the start page',

  'api.networkError': 'The server could not be reached. Please check your connection.',
  'api.invalidResponse': 'The server sent an unexpected answer.',
  'api.unexpectedError': 'Something went wrong. Please try again.',

  'language.label': 'Language',
  'language.de': 'Deutsch',
  'language.en': 'English',

  'accessDenied.text': 'You do not have the permission to open this page. Your administrator can grant it.',

  'nav.label': 'Main navigation',
  'nav.open': 'Open menu',
  'nav.close': 'Close menu',
  'nav.home': 'Home',
  'nav.calendar': 'Calendar',
  'nav.absences': 'My absences',
  'nav.absenceApprovals': 'Absence approvals',
  'nav.timeClock': 'Clock in',
  'nav.timeBookings': 'My time',
  'nav.timeTargetActual': 'Target/actual',
  'nav.timeCheck': 'Check bookings',
  'nav.timeTerminals': 'Clock terminals',
  'nav.yearTables': 'My year account',
  'nav.yearTablesManage': 'Year tables',

  'userMenu.button': 'User menu of {{name}}',
  'userMenu.username': 'Username {{username}}',
  'userMenu.signedInAs': 'Signed in as',
  'userMenu.customerNo': 'Customer number {{customerNo}}',
  'userMenu.signOut': 'Sign out',
  'userMenu.signOutFailed': 'Signing out failed. Please try again.',

  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'dev.missingTranslation': 'Missing translation: {{key}}',

  'home.title': 'Welcome, {{name}}',
  'home.customer': 'You are signed in with customer number {{customerNo}}.',
  'home.today': 'Today is {{weekday}}, {{date}}.',

  'login.title': 'Sign in',
  'login.customerIntro': 'Enter the customer number of your company.',
  'login.customerNo': 'Customer number',
  'login.customerNoRequired': 'Please enter the customer number.',
  'login.customerNoDigits': 'The customer number consists of digits only.',
  'login.customerNoUnknown': 'This customer number is not known. Please check your entry.',
  'login.customerNoInvalid': 'This is not a valid customer number. Please check it for typing errors.',
  'login.customerLookupFailed': 'The customer number could not be checked right now. Please try again later.',
  'login.continue': 'Continue',
  'login.checking': 'Checking…',
  'login.customerLine': 'Customer number {{customerNo}}',
  'login.changeCustomer': 'Change customer',
  'login.username': 'Username',
  'login.usernameRequired': 'Please enter your username.',
  'login.password': 'Password',
  'login.passwordRequired': 'Please enter your password.',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.forgotPassword': 'Forgot your password?',
  'login.errorWrongCredentials': 'The username or password is incorrect.',
  'login.errorTooManyAttempts': 'Too many failed attempts. Please wait a few minutes and try again.',
  'login.errorPasswordResetRequired': 'Your password has to be reset. Please contact your administrator.',
  'login.errorNotConfirmed': 'Your account is not activated yet. Please contact your administrator.',
  'login.errorUnsupportedStep': 'This sign-in step is not supported. Please contact your administrator.',
  'login.errorSessionExpired': 'The sign-in took too long. Please sign in again.',
  'login.errorNetwork': 'The sign-in service could not be reached. Please check your connection.',
  'login.errorGeneric': 'Sign-in failed. Please try again later.',
  'login.errorUserDeactivated': 'Your access has been deactivated. Please contact your administrator.',
  'login.logoutReason.USER_DEACTIVATED':
    'Your access has been deactivated. Please contact your administrator.',
  'login.logoutReason.SESSION_TIMED_OUT': 'Your session has expired. Please sign in again.',
  'login.logoutReason.MAINTENANCE':
    'You were signed out because the application is being maintained. Please sign in again later.',

  'login.newPasswordTitle': 'Choose a new password',
  'login.newPasswordIntro': 'Your password has to be changed before you can continue.',
  'login.newPassword': 'New password',
  'login.newPasswordRepeat': 'Repeat new password',
  'login.newPasswordRequired': 'Please enter a new password.',
  'login.newPasswordInvalid': 'The password does not meet the requirements.',
  'login.newPasswordMismatch': 'The passwords do not match.',
  'login.newPasswordRules': 'The password needs',
  'login.newPasswordRule.minLength': 'at least {{min}} characters',
  'login.newPasswordRule.lowercase': 'a lowercase letter',
  'login.newPasswordRule.uppercase': 'an uppercase letter',
  'login.newPasswordRule.digit': 'a digit',
  'login.newPasswordSubmit': 'Save password and sign in',

  'nav.organisation': 'Organisation',
  'nav.masterdata': 'Master data',
  'nav.administration': 'Administration',
  'nav.users': 'Users',
  'nav.userGroups': 'User groups',
  'nav.userFields': 'User fields',
  dismisschange: 'Your changes are not saved yet. Save them before closing?',
  'dismisschange.title': 'Unsaved changes',
  'dismisschange.close': 'Close without saving',
  'nav.invitations': 'Invitations',
  'userMenu.profile': 'My profile',
  'userMenu.options': 'Options',
  'nav.units': 'Units',
  'nav.resources': 'Resources',
  'nav.shiftTemplates': 'Shift templates',
  'nav.shiftCycles': 'Shift cycles',
  'nav.absenceTypes': 'Absence types',
  'nav.countries': 'Countries and holidays',
  'nav.tags': 'Tags',
  'nav.fixedBars': 'Fixed bars',
  'nav.qualifications': 'Qualifications',
  'nav.objects': 'Objects',
  'nav.payrollData': 'Cost units and rates',
  'nav.roles': 'Roles and permissions',
  'nav.subscription': 'Edition',
  'nav.audit': 'Audit log',
  'nav.rules': 'Rules',
  'nav.ruleProfile': 'Legal profile',
  'nav.standby': 'Standby duty',
  'nav.notifications': 'Notifications',
  'nav.notificationsUnread_one': 'Notifications, {{count}} unread',
  'nav.notificationsUnread_other': 'Notifications, {{count}} unread',

  'language.saveFailed': 'The language could not be saved for your account. It applies on this device only.',

  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'dialog.save': 'Save',

  'table.actions': 'Actions',
  'table.edit': 'Edit',
  'table.show': 'Show',
  'table.delete': 'Delete',

  'comboBox.showOptions': 'Show options',
  'comboBox.noMatch': 'No match',

  'dateField.weekShort': 'Wk',
  'dateField.outOfRange': 'Please choose a date from {{min}} to {{max}}.',

  'session.loadFailedTitle': 'Your session could not be loaded',
  'session.loadFailedText':
    'The server did not answer as expected. Please try again, or sign out and sign in again.',
  'session.retry': 'Try again',

  'keepAlive.error': 'The connection to the server has a problem. Your last changes may not have been saved.',
  'keepAlive.updateTitle': 'Update running',
  'keepAlive.updateText':
    'The application is being updated. It continues by itself as soon as the update is done.',

  'trial.daysLeft_one': 'Trial: {{count}} day left.',
  'trial.daysLeft_other': 'Trial: {{count}} days left.',
  'trial.lastDay': 'Trial: last day.',
  'trial.endsOn': 'It ends on {{date}}.',
  'trial.expiredTitle': 'Your trial has ended.',
  'trial.expiredText': 'All data is read-only until an edition is chosen.',
  'trial.askAdministrator': 'Please ask your administrator to choose an edition.',
  'trial.chooseEdition': 'Choose an edition',

  'edition.trial': 'Trial',
  'edition.free': 'Free Edition',
  'edition.professional': 'Professional Edition',
  'edition.enterprise': 'Enterprise Edition',
  'edition.feature.autoAssign': 'Automatic assignment',
  'edition.feature.payrollExport': 'Payroll export',
  'edition.feature.microsoftSignIn': 'Microsoft sign-in',
  'edition.feature.clockTerminals': 'Clock terminals',
  'edition.feature.multipleSites': 'Several sites',
  'edition.feature.auditLogExport': 'Audit log export',

  'editionDialog.freeTitle': 'Not available in the Free Edition',
  'editionDialog.limitTitle': 'Not included in your edition',
  'editionDialog.freeFeature': '{{feature}} is not available in the Free Edition. Upgrade to use it.',
  'editionDialog.featureNeeds': '{{feature}} is included in the {{edition}}. Upgrade to use it.',
  'editionDialog.userLimitTitle': 'Limit of {{limit}} active users reached',
  'editionDialog.userLimit':
    'The {{edition}} allows at most {{limit}} active users. Deactivate a user who no longer needs to sign in, or upgrade.',
  'editionDialog.refused.createUser': 'The user was not created.',
  'editionDialog.refused.activateUser': 'The user was not activated.',
  'editionDialog.trialExpiredTitle': 'Your trial has ended',
  'editionDialog.trialExpiredText': 'Your data is read-only until an edition is chosen. Nothing was changed.',
  'editionDialog.askAdministrator': 'Please ask your administrator to upgrade.',
  'editionDialog.upgrade': 'Upgrade',
  'editionDialog.chooseEdition': 'Choose an edition',

  'login.noCustomerNo': 'No customer number yet?',
  'login.signUp': 'Sign up your company',

  'signup.usernameHint': '3 to 50 characters: letters, digits, dot, hyphen or underscore.',
  'signup.error.language': 'Please choose a language.',
  'signup.error.email': 'Please enter a valid e-mail address.',
  'signup.error.username':
    'Please enter a username that follows these rules, starting with a letter or digit.',
  'signup.error.password': 'The password does not meet the requirements.',

  'permissionArea.administration': 'Administration',
  'permissionArea.masterdata': 'Master data',
  'permissionArea.users': 'Employees',
  'permissionArea.calendar': 'Shift plan',
  'permissionArea.absences': 'Absences',
  'permissionArea.time': 'Time tracking',
  'permissionArea.payroll': 'Payroll',

  'help.home':
    'The start page shows what matters to you today.\n\nUse the navigation on the left to open the areas you have access to. Which areas you see depends on your roles; your administrator can grant more.',
  'help.users':
    "Here you manage the people who sign in to your company's account.\n\nCreate a user with a username, an initial password and one or more roles. The person signs in with your customer number, the username and that password, and then chooses a password of their own.\n\nDeactivate a user who leaves: sign-in is blocked and all data is kept. Delete only users created by mistake. The number of active users counts against your edition's limit.",
  'help.roles':
    "A role is a set of permissions. Every user has one or more roles and may do what any of them allows.\n\nThe built-in roles Administrator, Planner and Employee cover most companies; create your own roles for anything in between. Changes take effect with the person's next action.\n\nAt least one active administrator always remains.",
  'help.subscription':
    'Your edition decides which features and how many active users you have.\n\nDuring the 30-day trial everything is included. Choosing an edition takes effect at once; a change to a smaller edition is refused while your current usage exceeds its limits, and the reasons are listed.',
  'help.audit':
    'The audit log records every change to users, roles and the edition: who did what, when, and what it was before and after.\n\nFilter by date range, action or name. Entries cannot be changed or deleted.\n\nThe export (Enterprise) writes the filtered entries into an Excel file in the background; the download starts when it is ready.',
  'taskProgress.label': 'Progress of {{name}}',
  'taskProgress.percent': '{{percent}} %',
  'taskProgress.download': 'Download',
  'taskProgress.failed': 'The task failed.',
} as const;

export type CoreUiKey = keyof typeof uiEn;
