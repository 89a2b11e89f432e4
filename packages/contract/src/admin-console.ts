import { z } from 'zod';
import { authProviderSchema } from './admin';
import { MIN_PASSWORD_LENGTH } from './auth';
import { documentIndexStatusSchema } from './knowledge';
import { API_BASE } from './paths';
import { storableId, storableText } from './text';

/**
 * The admin console, beyond creating a user: people, teams with their
 * specialists, customers and customer documents, usage and the audit log. Every call is admin-only.
 */

const id = storableId;
const ADMIN = `${API_BASE}/admin`;
const part = encodeURIComponent;

export const adminPaths = {
  users: `${ADMIN}/users`,
  user: (userId: string) => `${ADMIN}/users/${part(userId)}`,
  userPassword: (userId: string) => `${ADMIN}/users/${part(userId)}/password`,
  /** Ends every session of the user (their tokens stop working at once). */
  userSignOut: (userId: string) => `${ADMIN}/users/${part(userId)}/sign-out`,
  teams: `${ADMIN}/teams`,
  team: (teamId: string) => `${ADMIN}/teams/${part(teamId)}`,
  specialists: (teamId: string) => `${ADMIN}/teams/${part(teamId)}/specialists`,
  specialistOrder: (teamId: string) => `${ADMIN}/teams/${part(teamId)}/specialists/order`,
  specialist: (teamId: string, specialistId: string) =>
    `${ADMIN}/teams/${part(teamId)}/specialists/${part(specialistId)}`,
  customers: (teamId: string) => `${ADMIN}/teams/${part(teamId)}/customers`,
  customer: (teamId: string, customerId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}`,
  documents: (teamId: string, customerId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}/documents`,
  document: (teamId: string, customerId: string, documentId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}/documents/${part(documentId)}`,
  /** POST: index the document again, from its file. */
  documentReindex: (teamId: string, customerId: string, documentId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}/documents/${part(documentId)}/reindex`,
  /** POST: index every document of the customer again. */
  documentsReindex: (teamId: string, customerId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}/documents/reindex`,
  /** GET: how far the customer's documents are indexed. */
  documentsProgress: (teamId: string, customerId: string) =>
    `${ADMIN}/teams/${part(teamId)}/customers/${part(customerId)}/documents/progress`,
  usage: `${ADMIN}/usage`,
  audit: `${ADMIN}/audit`,
} as const;

/** Lists are paged by an opaque cursor: pass the previous page's `nextCursor` (null on the last page). */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;
const pageQuery = {
  cursor: storableText().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};

/** A PATCH must change something. */
const someField = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);
const nonEmpty = (label: string, max: number) =>
  storableText()
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} is longer than ${max} characters`);
const longText = (label: string, max: number) =>
  storableText()
    .trim()
    .max(max, `${label} is longer than ${max.toLocaleString('en-US')} characters`);

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;

// ── People ──────────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/users: `q` matches e-mail or name, case-insensitively; ordered by e-mail. */
export const adminUsersQuerySchema = z.object({
  q: storableText().trim().max(200).optional(),
  ...pageQuery,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/**
 * A person in the admin console. A team's lead is shown what concerns the teams they lead only:
 * `teams`, `groupTeams` and `leadOf` list those teams, and `admin` and `legalHold` are always false
 * (an admin's business, not theirs).
 */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  provider: authProviderSchema,
  admin: z.boolean(),
  /** Ids of the teams the user may use (an admin may use every team whatever this says). */
  teams: z.array(z.string()),
  /**
   * Those of `teams` their OpenID provider groups granted at their last sign-in: set by the groups,
   * not by hand (PATCH `teams` leaves them while the groups grant them).
   */
  groupTeams: z.array(z.string()),
  /** Ids of the teams the user leads: they run the admin console for those teams only. */
  leadOf: z.array(z.string()),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /** On legal hold: their chats are kept whatever their teams' retention says. */
  legalHold: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserParamsSchema = z.object({ userId: id });

/**
 * PATCH /admin/users/:userId. `teams` replaces the user's teams. A team's lead may send `teams` only,
 * and only to grant or take away teams they lead (403 otherwise). `disabled: true` signs the user out at
 * once (their token stops working); `false` lets them in again. An admin cannot remove their own admin
 * flag or disable themselves (409).
 */
export const updateUserRequestSchema = z
  .object({
    name: nonEmpty('Name', 200).optional(),
    admin: z.boolean().optional(),
    teams: z.array(id).max(100).optional(),
    disabled: z.boolean().optional(),
    /** Replaces the teams the user leads (admins only). */
    leadOf: z.array(id).max(100).optional(),
    legalHold: z.boolean().optional(),
  })
  .refine(someField, { message: 'Send at least one of name, admin, teams, disabled, leadOf, legalHold' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** POST /admin/users/:userId/password: password users only (409 for a Google user). */
export const resetPasswordRequestSchema = z.object({
  password: storableText()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ id: z.string(), passwordReset: z.literal(true) });
export const signOutUserResponseSchema = z.object({ id: z.string(), signedOut: z.literal(true) });
export type SignOutUserResponse = z.infer<typeof signOutUserResponseSchema>;

// ── Teams ───────────────────────────────────────────────────────────────────────────────────────────

/** What the sign-in and session calls carry as `app`/`app_name`: no spaces, unique across teams. */
export const appNameSchema = storableText()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'Use letters, digits, _ . - (no spaces), at most 100');

export const teamIdSchema = storableText().regex(
  /^[a-z0-9][a-z0-9_-]{0,49}$/,
  'Use lower-case letters, digits, _ and -, at most 50',
);

export const adminTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  app_name: z.string(),
  /** The team's instructions for the model (the start of every system prompt of its chats). */
  instructions: z.string(),
  customerCount: z.number().int(),
  specialistCount: z.number().int(),
  /** Users granted the team (admins use every team anyway). */
  memberCount: z.number().int(),
  createdAt: z.string(),
  /**
   * The OpenID provider groups (ids or names, as the provider sends them) whose members get this team
   * at each sign-in with the provider.
   */
  groups: z.array(z.string()),
  /** Chats untouched for longer than this many days are deleted (daily); null keeps them all. */
  retentionDays: z.number().int().nullable(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

/** A retention policy: whole days, one to a hundred years. */
export const retentionDaysSchema = z.number().int().min(1).max(36_500);

const teamFields = {
  name: nonEmpty('Name', 200),
  description: longText('Description', 2000),
  app_name: appNameSchema,
  instructions: longText('Instructions', 20_000),
};

/** POST /admin/teams. Without `id` one is made from the name. 409 when the app name (or id) is taken. */
export const createTeamRequestSchema = z.object({
  id: teamIdSchema.optional(),
  name: teamFields.name,
  description: teamFields.description.default(''),
  app_name: teamFields.app_name,
  instructions: teamFields.instructions.default(''),
});
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>;
export type CreateTeamPayload = z.output<typeof createTeamRequestSchema>;

export const updateTeamRequestSchema = z
  .object({
    name: teamFields.name.optional(),
    description: teamFields.description.optional(),
    app_name: teamFields.app_name.optional(),
    instructions: teamFields.instructions.optional(),
    /** Replaces the provider groups that grant the team; [] maps none. */
    groups: z.array(storableText().trim().min(1).max(200)).max(100).optional(),
    retentionDays: retentionDaysSchema.nullable().optional(),
  })
  .refine(someField, {
    message: 'Send at least one of name, description, app_name, instructions, retentionDays, groups',
  });
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

/** GET /admin/teams/:teamId/retention-preview?days=N: the chats a policy of N days would delete now. */
export const retentionPreviewQuerySchema = z.object({ days: z.coerce.number().pipe(retentionDaysSchema) });
export const retentionPreviewSchema = z.object({ chats: z.number().int() });
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const adminTeamParamsSchema = z.object({ teamId: id });

// ── Specialists ─────────────────────────────────────────────────────────────────────────────────────

export const adminSpecialistSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  /** 0-based place in the team's list; the chat shows specialists in this order. */
  position: z.number().int(),
  createdAt: z.string(),
});
export type AdminSpecialist = z.infer<typeof adminSpecialistSchema>;

const specialistFields = {
  name: nonEmpty('Name', 200),
  description: longText('Description', 2000),
  instructions: longText('Instructions', 20_000),
  position: z.number().int().min(0),
};

/** POST …/specialists: added at `position` (the others move down), or last. Names are unique per team. */
export const createSpecialistRequestSchema = z.object({
  name: specialistFields.name,
  description: specialistFields.description.default(''),
  instructions: specialistFields.instructions.default(''),
  position: specialistFields.position.optional(),
});
export type CreateSpecialistRequest = z.input<typeof createSpecialistRequestSchema>;
export type CreateSpecialistPayload = z.output<typeof createSpecialistRequestSchema>;

/** PATCH …/specialists/:specialistId: a new `position` moves it there; the others close up. */
export const updateSpecialistRequestSchema = z
  .object({
    name: specialistFields.name.optional(),
    description: specialistFields.description.optional(),
    instructions: specialistFields.instructions.optional(),
    position: specialistFields.position.optional(),
  })
  .refine(someField, { message: 'Send at least one of name, description, instructions, position' });
export type UpdateSpecialistRequest = z.infer<typeof updateSpecialistRequestSchema>;

/** PUT …/specialists/order: every specialist id of the team, once each, in the new order. */
export const reorderSpecialistsRequestSchema = z.object({ specialistIds: z.array(id).min(1).max(200) });
export type ReorderSpecialistsRequest = z.infer<typeof reorderSpecialistsRequestSchema>;

export const adminSpecialistParamsSchema = z.object({ teamId: id, specialistId: id });

// ── Customers and their documents ───────────────────────────────────────────────────────────────────

export const MAX_PROFILE_LENGTH = 100_000;

export const adminCustomerSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Markdown the agent loads with load_customer_data, together with the documents' text. */
  profile: z.string(),
  documentCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

const customerFields = {
  name: nonEmpty('Name', 200),
  description: longText('Description', 2000),
  profile: longText('Profile', MAX_PROFILE_LENGTH),
};

/** POST …/customers. Names are unique per team (409). */
export const createCustomerRequestSchema = z.object({
  name: customerFields.name,
  description: customerFields.description.default(''),
  profile: customerFields.profile.default(''),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequestSchema>;
export type CreateCustomerPayload = z.output<typeof createCustomerRequestSchema>;

/** PATCH …/customers/:customerId. A new name is carried over to the chats about this customer. */
export const updateCustomerRequestSchema = z
  .object({
    name: customerFields.name.optional(),
    description: customerFields.description.optional(),
    profile: customerFields.profile.optional(),
  })
  .refine(someField, { message: 'Send at least one of name, description, profile' });
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export const adminCustomerParamsSchema = z.object({ teamId: id, customerId: id });
export const adminDocumentParamsSchema = adminCustomerParamsSchema.extend({ documentId: id });

/**
 * A customer document: a file whose extracted text the agent reads with the customer's profile. Only
 * files with readable text are taken (PDF, Word .docx, Excel .xlsx, CSV, text, markdown, JSON).
 */
export const customerDocumentSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** Length of the extracted text the agent reads. */
  characters: z.number().int(),
  /** E-mail of the admin who uploaded it (null once that account is gone). */
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Where it stands in the knowledge index the agent searches. */
  status: documentIndexStatusSchema,
  /** Its passages in the index (0 until it is indexed). */
  passages: z.number().int(),
  /** Why indexing failed; null unless `status` is `failed`. */
  reason: z.string().nullable(),
  /** When it was last indexed. */
  indexedAt: z.string().nullable(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** POST …/documents (multipart: one or more parts named `file`) answers 201 with these. */
export const customerDocumentUploadSchema = z.object({ documents: z.array(customerDocumentSchema) });
export type CustomerDocumentUpload = z.infer<typeof customerDocumentUploadSchema>;

// ── Usage ───────────────────────────────────────────────────────────────────────────────────────────

export const usageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export type UsageQuery = z.input<typeof usageQuerySchema>;

/**
 * Counts over the window: `chats` with at least one message in it, `messages` stored in it (questions
 * and replies), and the model's tokens summed over the replies whose provider reported them (null when
 * none did).
 */
const usageCounts = {
  chats: z.number().int(),
  messages: z.number().int(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
};

export const usageSchema = z.object({
  days: z.number().int(),
  /** Start of the window: midnight UTC, `days - 1` days before today. */
  since: z.string(),
  totals: z.object(usageCounts),
  /** Users with activity in the window, busiest first. */
  users: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string(), ...usageCounts })),
  /** Teams with activity in the window, busiest first; `teamId` null for chats whose team was deleted. */
  teams: z.array(
    z.object({ teamId: z.string().nullable(), name: z.string(), appName: z.string(), ...usageCounts }),
  ),
  /** One entry per UTC day of the window, oldest first, zeros included (for the chart). */
  daily: z.array(z.object({ date: z.string(), ...usageCounts })),
});
export type Usage = z.infer<typeof usageSchema>;

// ── Audit log ───────────────────────────────────────────────────────────────────────────────────────

export const auditActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'user.created',
  'user.changed',
  'user.disabled',
  'user.enabled',
  'user.password_reset',
  'user.signed_out_everywhere',
  'user.exported',
  'user.deleted',
  'team.created',
  'team.changed',
  'team.deleted',
  'specialist.created',
  'specialist.changed',
  'specialist.deleted',
  'specialists.reordered',
  'customer.created',
  'customer.changed',
  'customer.deleted',
  /** A customer's brand rules were saved (target: the customer; the entry names its team). */
  'customer.rules.updated',
  /** A fact of a customer's memory was reviewed (target: the customer; detail: memory id, text, reason). */
  'customer.memory.approved',
  'customer.memory.rejected',
  'customer.memory.retired',
  'document.created',
  'document.deleted',
  'chat.shared',
  'chat.share_revoked',
  'chat.copied',
  'retention.sweep',
  /** An MCP connector was registered, changed or removed (target: the connector; detail: name, what changed, never a secret's value). */
  'connector.created',
  'connector.changed',
  'connector.deleted',
  /** The tools a team's runs may call (target: the connector; the entry names the team; detail: tools). */
  'connector.team_tools',
  /** A customer's values of a connector's parameters (target: the connector; the entry names the customer's team). */
  'connector.customer_params',
  /** A run called a connector's tool (target: the chat; detail: connector, tool, duration, outcome; never the arguments). */
  'connector.call',
  /** A monthly budget was set, raised or removed (target: the customer, team or person; none for the default per person; detail: scope, name, monthly {from, to} as money strings or null, currency). */
  'budget.changed',
  /** The price list was saved (no target; detail: currency {from, to} and the models added, changed or removed). */
  'prices.changed',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditTargetTypes = [
  'user',
  'team',
  'specialist',
  'customer',
  'document',
  'chat',
  'connector',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditQuerySchema = z.object({ action: auditActionSchema.optional(), ...pageQuery });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A person or thing an audit entry names, as the reader should see it. */
export const auditPartySchema = z.object({
  /**
   * A person's name (their e-mail when they have none), a team's, customer's, specialist's or document's
   * name, a chat's title: the current one while it exists; once it is gone, the one the entry kept from
   * the time (its id when the entry kept none).
   */
  name: z.string(),
  /** A person's e-mail (the current one, or the one kept); null for anything else. */
  email: z.string().nullable(),
  /** False once it has been deleted: `name` is then the name it had. */
  exists: z.boolean(),
});
export type AuditParty = z.infer<typeof auditPartySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; null for a failed sign-in of an unknown e-mail (actorEmail holds what was typed). */
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: auditActionSchema,
  targetType: z.enum(auditTargetTypes).nullable(),
  targetId: z.string().nullable(),
  /** What changed (`{field: {from, to}}`), or why a sign-in failed (`{reason}`), and the like. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** Who did it, by their current name; null when nobody signed in did (a failed sign-in). */
  actor: auditPartySchema.nullable(),
  /** What it was done to, by its current name, or the one the entry kept once it is gone; null: nothing. */
  target: auditPartySchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: newest first. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
