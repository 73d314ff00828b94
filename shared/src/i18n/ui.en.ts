/**
 * Texts of the web app's core namespace, bundled up front: shell, sign-in, errors, shared form texts. Each area
 * has its own namespace (`users.en.ts`, ...) loaded with its page. German twin: ui.de.ts (same keys, checked by a test).
 */
export const uiEn = {
  'app.name': 'Shiftplan',
  'app.loading': 'Loading…',
  'app.connection.offline':
    'No internet connection. You see what was last loaded; changes work again once the connection is back.',
  'app.connection.unreachable': 'The server cannot be reached right now. You see what was last loaded.',
  'app.connection.retry': 'Try again',
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
  'nav.timeTeam': 'Team target/actual',
  'nav.timeCheck': 'Check bookings',
  'nav.timeTerminals': 'Clock terminals',
  'nav.yearTables': 'My year account',
  'nav.yearTablesManage': 'Manage year accounts',
  'nav.payrollExport': 'Payroll export',

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
  'nav.resources': 'Work areas',
  'nav.shiftTemplates': 'Shift templates',
  'nav.shiftCycles': 'Shift cycles',
  'nav.absenceTypes': 'Absence types',
  'nav.countries': 'Countries and holidays',
  'nav.tags': 'Tags',
  'nav.fixedBars': 'Fixed bars',
  'nav.qualifications': 'Qualifications',
  'nav.objects': 'Objects',
  'nav.payrollData': 'Cost units, rates and wage types',
  'nav.roles': 'Roles and permissions',
  'nav.subscription': 'Edition and subscription',
  'nav.sso': 'Microsoft sign-in',
  'nav.audit': 'Audit log',
  'nav.setup': 'Setup',
  'nav.payrollSettings': 'Payroll settings',
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
  'login.microsoft': 'Sign in with Microsoft',
  'login.microsoftStarting': 'Going to Microsoft…',
  'login.or': 'or',

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
    'The start page shows what matters today: who works, who is away, open shifts and requests waiting for you, or for employees their next shifts and requests. Follow a link to where something needs doing; everything else is in the menu on the left.',
  'help.setup':
    'The setup guide leads in seven steps from an empty company to a published first week. Each step shows its state from your data and takes you in one click to where it is done.',
  'help.users':
    'Everyone who works in your company and signs in, with their units, roles, working time and qualifications. Create people here, edit their data, and deactivate those who leave.',
  'help.roles':
    'A role is a set of permissions, such as Administrator, Planner or Employee; every user has one or more roles and may do what any of them allows. Create and edit roles here and tick what each one may do.',
  'help.subscription':
    'Your edition decides which features you have and how many active users; during the 30-day trial everything is included. Choose or change your edition here; a smaller edition is refused while your use exceeds its limits.',
  'help.sso':
    'With Microsoft sign-in your people sign in with their company Microsoft account, without a Shiftplan password of their own. Enter the ID of your Microsoft Entra directory here and decide who signs in this way and whether passwords stay allowed beside it.',
  'help.audit':
    'The audit log records who changed what and when, with the values before and after; entries cannot be changed or deleted. Filter by period, action or name, and export the entries to Excel (Enterprise).',
  'help.calendar':
    'The calendar is the shift plan of the chosen units: shifts, open shifts and absences by month, week, person, work area or as a timeline. Click a day to plan a shift or an absence, drag shifts to move them, and publish the plan with the tools when your people may see it.',
  'help.bulkTool':
    'This page changes many shifts at once: copy, move, edit or delete them. Filter the shifts on the left, leave out single ones in the list, and run an action on the right.',
  'help.myAbsences':
    'Your own absences of the year with their state, and the leave days you have left. Request leave or report sick here, and withdraw a request that is not decided yet.',
  'help.absenceApprovals':
    'Absence requests of the people you approve for, and substitutions you were asked to take on. Open a request to approve or refuse it, and agree to or decline each substitution.',
  'help.timeClock':
    "Clock your working time here: clock in when you start, take a break, and clock out when you leave. Below you see today's bookings and the time worked so far.",
  'help.timeBookings':
    'Your time bookings week by week, with their state. Add a booking you forgot or correct a wrong one; a change waits for the approval of your planner.',
  'help.timeTargetActual':
    "Target/actual compares a person's target hours with the hours worked, day by day for one month, with the balance that goes into the time account. Open a day to see its bookings or correct it, confirm finished days, or download the month as a report.",
  'help.timeTeam':
    'Team target/actual shows one month of a unit you are responsible for, a row per person with target, actual, difference and what is left to do. Select people to confirm their past days or approve their waiting bookings at once.',
  'help.timeCheck':
    'Check bookings lists what needs attention in the time bookings of a unit or of chosen people: missing clock-outs, overlaps, work without a planned shift, shifts without a booking and changes waiting for approval. Choose whom and which days, run the check, and correct or approve each finding in place.',
  'help.yearTables':
    'Your year account: leave entitlement, leave taken and left, and the time account with the overtime of each month. Switch between the years here; planners also open the year accounts of other people, edit them and add special entries.',
  'help.payrollExport':
    'The payroll export writes the confirmed hours, surcharges and absences of one payroll month into the file your payroll accountant imports. Start an export for a unit or a person and download the file when it is ready; days not yet confirmed are left out and named as warnings.',
  'help.units':
    'Units are the tree of your company: sites at the top, teams and folders below them; people, plans and rules belong to units. Choose a unit in the tree to edit it with its work areas, manning levels and settings, or to add a unit below it.',
  'help.resources':
    'Work areas are where the work is done, such as kitchen, service or care; every shift template and every shift belongs to one. Create each work area here with its colour and order, and on the Units page give each unit the work areas it uses.',
  'help.shiftTemplates':
    'Shift templates are the shifts you plan with, such as Early from 06:00 to 14:00 in the kitchen, each with its work area, times, pauses, kind and colour. Create one for each recurring shift here; the calendar, week templates and shift cycles use them.',
  'help.shiftCycles':
    "A shift cycle is a rotation of shift templates over days or weeks, such as two weeks of early shifts followed by two weeks of late ones. Build the cycle here, then insert it for chosen people with the calendar's tools.",
  'help.absenceTypes':
    'Absence types are the kinds of absence your people can have, such as leave, sickness or special leave, each with its colour and the way it counts. Create and edit them here; requests, the calendar and the payroll export use them.',
  'help.tags':
    'Tags are coloured labels, sorted into categories, that mark appointments, fixed bars, shifts and people. Create the categories and their tags here, then choose them in those dialogs.',
  'help.fixedBars':
    'A fixed bar is a row above the calendar for company-wide or unit-wide events, such as an inventory day or a trade fair. Create a bar here, then open its entries to add the dates and the units that see them.',
  'help.fixedBarManage':
    'The entries of one fixed bar, such as each inventory day, with their period and the units that see them. Add, edit or delete entries here; a recurring entry repeats by its pattern.',
  'help.standby':
    'Standby duty says who is on call for which unit or work area, and what the duty earns. Create a standby rule for each duty here; a shift that breaks the rest after a duty is flagged in the plan.',
  'help.qualifications':
    'Qualifications are what your people are trained for, such as first aid or a forklift licence. Create them here, give them to people on the Users page, and require them in shift templates and rules.',
  'help.objects':
    'Objects are things your people choose in dialogs, such as vehicles, rooms or machines, kept in containers with fields of their own. Create a container here, give it fields, and add its objects.',
  'help.payrollData':
    'What the payroll export books hours on: cost units, surcharge rates and wage types. Create and edit them here; people, time bookings and the payroll settings refer to them.',
  'help.countries':
    'The public holidays and school holidays the calendar shows, for each country and region. Import them for your country here, or enter your own.',
  'help.userGroups':
    "User groups gather people across units, for example for payroll exports. Create and rename the groups here; a person's groups are set on the Users page.",
  'help.userFields':
    "User fields are fields of your own, such as a locker number or a uniform size, that every person's form shows. Create them here and fill them in for each person on the Users page.",
  'help.yearTablesManage':
    'Work on the year accounts of every person at once: create a new year, recalculate, check, close or delete it. Choose the year and the action; the work runs in the background and reports when it is done.',
  'help.invitations':
    'People you have created sign in only after an invitation: a mail with a temporary password and a sign-in link. Invite people here, import a list of people from a file, or reset the password of someone who lost it.',
  'help.profile':
    'Your own account: name, e-mail address, language, password, your sign-in methods and the calendar link for your phone. Change them here; your username stays as it is.',
  'help.rules':
    'Rules say how your company must be staffed and what working time is allowed, such as minimum staffing, maximum hours or rest times; every plan change, request and booking is checked against them. Create and edit rules here, each for the whole company, a unit or a work area.',
  'help.ruleProfile':
    'The legal working-time limits every plan is checked against, such as daily work, rest between working days and weekly hours. Choose the profile of your law, adjust its limits, and set how strictly each built-in check of the calendar applies.',
  'help.timeTerminals':
    'Clock terminals are the card readers your people clock with; they upload the readings they collect. Register each terminal here; the key cards on the Users page say whose card a reading is.',
  'help.payrollSettings':
    'How the payroll files are written for your payroll system: its numbers and mappings, and the personnel numbers of your people. Choose your payroll system and fill in what differs; empty fields use the default shown in grey.',
  'help.notifications':
    'What people and the planning tell you: new messages, changes to your shifts and answers to your requests. Open a notification to go to what it is about, or mark all as read.',
  'page.bulkTool': 'Edit shifts in bulk',
  'taskProgress.label': 'Progress of {{name}}',
  'taskProgress.percent': '{{percent}} %',
  'taskProgress.download': 'Download',
  'taskProgress.failed': 'The task failed.',
} as const;

export type CoreUiKey = keyof typeof uiEn;
