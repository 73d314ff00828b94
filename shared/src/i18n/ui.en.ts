/** Texts of the web app. German twin: ui.de.ts (same keys, checked by a test). */
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

  'nav.label': 'Main navigation',
  'nav.open': 'Open menu',
  'nav.close': 'Close menu',
  'nav.home': 'Home',

  'userMenu.button': 'User menu of {{username}}',
  'userMenu.signedInAs': 'Signed in as',
  'userMenu.customerNo': 'Customer number {{customerNo}}',
  'userMenu.signOut': 'Sign out',
  'userMenu.signOutFailed': 'Signing out failed. Please try again.',

  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',

  'home.title': 'Welcome, {{username}}',
  'home.customer': 'You are signed in with customer number {{customerNo}}.',
  'home.today': 'Today is {{weekday}}, {{date}}.',

  'login.title': 'Sign in',
  'login.customerIntro': 'Enter the customer number of your company.',
  'login.customerNo': 'Customer number',
  'login.customerNoRequired': 'Please enter the customer number.',
  'login.customerNoDigits': 'The customer number consists of digits only.',
  'login.customerNoUnknown': 'This customer number is not known. Please check your entry.',
  'login.customerLookupFailed': 'The customer number could not be checked right now. Please try again later.',
  'login.continue': 'Continue',
  'login.checking': 'Checking…',
  'login.signInTo': 'Sign in to {{displayName}}',
  'login.customerLine': 'Customer number {{customerNo}}',
  'login.changeCustomer': 'Change customer',
  'login.username': 'Username',
  'login.usernameRequired': 'Please enter your username.',
  'login.password': 'Password',
  'login.passwordRequired': 'Please enter your password.',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.errorWrongCredentials': 'The username or password is incorrect.',
  'login.errorTooManyAttempts': 'Too many failed attempts. Please wait a few minutes and try again.',
  'login.errorPasswordResetRequired': 'Your password has to be reset. Please contact your administrator.',
  'login.errorNotConfirmed': 'Your account is not activated yet. Please contact your administrator.',
  'login.errorUnsupportedStep': 'This sign-in step is not supported. Please contact your administrator.',
  'login.errorSessionExpired': 'The sign-in took too long. Please sign in again.',
  'login.errorNetwork': 'The sign-in service could not be reached. Please check your connection.',
  'login.errorGeneric': 'Sign-in failed. Please try again later.',
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
} as const;

export type UiKey = keyof typeof uiEn;
