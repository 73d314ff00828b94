/** Texts of the signup area (i18n namespace `signup`, loaded with its page). German twin: signup.de.ts. */
export const signupEn = {
  'country.DE': 'Germany',
  'country.AT': 'Austria',
  'country.CH': 'Switzerland',

  'signup.title': 'Sign up your company',
  'signup.intro':
    'Try everything free for 30 days. You receive a customer number with which your team signs in.',
  'signup.companySection': 'Company',
  'signup.companyName': 'Company name',
  'signup.country': 'Country',
  'signup.region': 'State or canton (public holidays)',
  'signup.regionNone': 'None (national holidays only)',
  'signup.timeZone': 'Time zone',
  'signup.language': 'Language',
  'signup.adminSection': 'Administrator',
  'signup.adminName': 'Your name',
  'signup.email': 'E-mail',
  'signup.username': 'Username',
  'signup.password': 'Password',
  'signup.passwordRepeat': 'Repeat password',
  'signup.trialNote':
    'The trial ends by itself after 30 days; nothing is charged. Afterwards you choose the Free Edition or a paid edition.',
  'signup.acceptTerms':
    'I accept the terms of use (version {{termsVersion}}) and have read the privacy notice (version {{privacyVersion}}).',
  'signup.confirmMailSent': 'We have sent you a mail to confirm your e-mail address.',
  'signup.submit': 'Sign up',
  'signup.submitting': 'Signing up…',
  'signup.haveAccount': 'Already have a customer number?',
  'signup.toLogin': 'Sign in',
  'signup.tooManyRequests':
    'Too many sign-ups from this network. Please try again later (in about {{minutes}} min).',
  'signup.error.companyName': 'Please enter the company name (2 to 100 characters).',
  'signup.error.country': 'Please choose a country.',
  'signup.error.region': 'Please choose a state or canton from the list.',
  'signup.error.timeZone': 'Please choose a time zone from the list.',
  'signup.error.adminName': 'Please enter your name.',
  'signup.error.passwordRepeat': 'The passwords do not match.',
  'signup.doneDocumentTitle': 'Signed up',
  'signup.doneTitle': 'Welcome, {{companyName}}!',
  'signup.doneIntro': 'Your company is signed up. This is your customer number:',
  'signup.customerNo': 'Customer number',
  'signup.copy': 'Copy',
  'signup.copied': 'Copied.',
  'signup.copyFailed': 'Copying failed. Please note the number down.',
  'signup.doneUsername': 'You sign in with the username {{username}} and your password.',
  'signup.doneTrial': 'Your trial with all features ends on {{date}}.',
  'signup.doneKeep': 'Keep the customer number: everyone in your company needs it to sign in.',
  'signup.signInNow': 'Sign in now',
  'signup.start': 'Get started',
  'signup.startFailed':
    'Signing you in did not work. Please sign in with “Sign in now”; your company has been created.',
} as const;

export type SignupKey = keyof typeof signupEn;
