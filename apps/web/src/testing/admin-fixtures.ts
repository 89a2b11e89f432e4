import type { AdminTeam, AdminUser } from '@brief/contract/admin-console';

/**
 * An admin console team as GET /api/admin/teams answers it: an empty team with no groups and no
 * retention policy, `id`'s app name, and whatever the test says.
 */
export function adminTeam(id: string, name: string, overrides: Partial<AdminTeam> = {}): AdminTeam {
  return {
    id,
    name,
    description: '',
    app_name: `${id}_agent`,
    instructions: '',
    customerCount: 0,
    specialistCount: 0,
    memberCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    retentionDays: null,
    groups: [],
    ...overrides,
  };
}

/** A person as GET /api/admin/users answers them: Casey, a password user with no teams, and the test's changes. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    email: 'casey@brief.test',
    name: 'Casey',
    picture: null,
    provider: 'password',
    admin: false,
    teams: [],
    groupTeams: [],
    leadOf: [],
    lastSignInAt: null,
    disabled: false,
    disabledAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    legalHold: false,
    ...overrides,
  };
}
