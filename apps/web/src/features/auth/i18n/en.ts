import { i18n, params } from '@/i18n/core';

export const authTexts = i18n('authTexts', {
  signIn: 'Sign in',
  email: 'Email',
  emailPlaceholder: params('you@{domain}'),
  password: 'Password',
  signIn2: 'Sign In',
  continueWithGoogle: 'Continue with Google',
  continueWithProvider: params('Continue with {label}'),
  googleSignInIsnT: "Google sign-in isn't set up for this workspace yet. Use your e-mail and password.",
  signInBrief: 'Sign in · Brief',
  briefHome: 'Brief home',
  yourAgencySConsultingTeams: "Your agency's consulting teams, one chat away.",
  forAgencyStaffOnly: 'For agency staff only.',
  welcomeBack: 'Welcome back',
  useYourCompanyAccountTo: 'Use your company account to continue to Brief.',
  loadingSignInOptions: 'Loading sign-in options',
  briefCanTBeReached: "Brief can't be reached right now",
  checkYourConnectionAndTry: 'Check your connection and try again.',
  tryAgain: 'Try again',
  or: 'or',
  only: 'Only',
  accountsAreAllowed: 'accounts are allowed.',
  signingInBrief: 'Signing in · Brief',
  processingAuthentication: 'Processing authentication...',
});

export const authMore = i18n('authMore', {
  authenticationFailed: 'Authentication Failed',
  authenticationError: params('Authentication error: {error}'),
});

/** Told after a sign-in from a trusted browser while the account is locked for every other browser. */
export const authNotices = i18n('authNotices', {
  underAttackTitle: 'Someone is trying to guess your password',
  underAttack: params(
    "Your account is locked until {time} for browsers you haven't signed in with before; this one still works. If it wasn't you, tell your admin.",
  ),
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
/** The sign-in form's rules. */
export const authRules = i18n('authRules', {
  onlyDomain: params('Only {domain} e-mails are allowed'),
  passwordLength: params('Password must be at least {min} characters'),
});

export const authLabels = i18n('authLabels', {
  'Missing required user data in callback': 'Missing required user data in callback',
  'Authentication was not successful': 'Authentication was not successful',
  'Error processing authentication callback': 'Error processing authentication callback',
  'Invalid email address': 'Invalid email address',
  'Consulting teams and specialists on call': 'Consulting teams and specialists on call',
  'Bookmark the replies worth keeping': 'Bookmark the replies worth keeping',
  'Pick up any past conversation': 'Pick up any past conversation',
});
