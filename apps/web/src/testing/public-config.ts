import type { PublicConfig } from '@brief/contract/system';

/** What GET /api/config answers in unit tests; seed it into the query cache to skip the call. */
export const TEST_PUBLIC_CONFIG: PublicConfig = {
  companyDomain: 'brief.test',
  appName: 'brief',
  googleSignIn: false,
  webSearch: false,
  model: { provider: 'builtin', name: 'offline', offline: true },
  uploadMaxMb: 10,
};
