import { z } from 'zod';

/** The small set of error codes every failed answer carries, each with its HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  /** A monthly budget that applies to the run is spent (values: see budgetExhaustedValuesSchema in budgets.ts). */
  budget_exhausted: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** An export too long or too deeply nested to make within its worker's time, memory or stack. */
  export_too_complex: 422,
  /** A value over one of the product's sizes that the request's schema does not hold (brand rules). */
  over_limit: 422,
  /** A value naming what is not there to name (a tool the connector's server does not list, a parameter it does not declare). */
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  upstream: 502,
  /** The instance is stopping (or not started yet): the same request succeeds on another, or soon. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

/**
 * Why a request was refused, where its code alone is too coarse for the interface to say it in the
 * reader's words (a 409 for a taken e-mail, a 400 for an address nobody shares with). The message stays
 * the API's English; a client words the refusal from the code, this reason, the field and the values.
 */
export const errorReasons = [
  /** A field failed its schema: `field` names it ("body.email"). */
  'invalid',
  // People
  'email_taken',
  /** values: domain. */
  'email_domain',
  'email_mismatch',
  /** values: teams (their ids, joined). */
  'unknown_team',
  'own_admin_rights',
  'disable_self',
  'last_admin',
  'password_from_google',
  /** The person signs in through the company's OpenID provider. */
  'password_from_oidc',
  /** Deleting a person: the e-mail typed to confirm is not theirs. */
  'confirm_mismatch',
  'delete_self',
  // The catalogue: teams, customers, specialists, documents (values: name)
  'app_name_taken',
  'team_id_taken',
  'customer_name_taken',
  'specialist_name_taken',
  'specialist_order',
  /** values: name. */
  'document_unreadable',
  // Sharing
  'share_own_email',
  /** values: emails (joined). */
  'share_not_colleague',
  'share_unknown_team',
  // Chats and replies
  'reply_running',
  'chat_changed',
  'file_already_sent',
  'only_last_reply',
  'no_question',
  'edit_own_only',
  'no_messages_to_name',
  'no_title',
  'model_timeout',
  'model_unavailable',
  'reply_interrupted',
  // Uploads (values: name, limitMb; files)
  'file_too_large',
  'too_many_files',
  'upload_malformed',
  'no_file',
  // Limits (the wait is the answer's Retry-After)
  /** values: limit. */
  'runs_per_minute',
  /** values: limitMb, leftMb. */
  'uploads_per_day',
  /** values: limitMb. */
  'upload_over_day',
  'sign_in_attempts',
  'exports_own_share',
  'exports_busy',
  /** values: limit. */
  'event_streams',
  // Brand rules (field names the list or text; values: limit)
  'rules_too_many',
  'rules_too_long',
  // Customer memory: a fact or reason over its size (field; values: limit); a review its status does not
  // allow (values: from, to)
  'memory_too_long',
  'memory_status_move',
  // Connectors
  /** A stdio connector while the operator has not set CONNECTORS_ALLOW_COMMANDS=true. */
  'connector_commands_off',
  /** The URL is not https (nor http to a listed host), or its host is or resolves to a private address (values: host). */
  'connector_address',
  /** The connector's server could not be reached or answered an error (the message says why). */
  'connector_unreachable',
  /** values: tools (the names the server does not list, joined). */
  'connector_unknown_tool',
  /** values: params (the names the connector does not declare, joined). */
  'connector_unknown_param',
  /** values: name. */
  'connector_name_taken',
  /** Secrets cannot be stored: SECRETS_KEY is not set (PostgreSQL). */
  'secrets_key_missing',
] as const;

export type ErrorReason = (typeof errorReasons)[number];

export const errorReasonSchema = z.enum(errorReasons);

/** What a refusal names besides its code: why, which field, and the values its words hold. */
export type ErrorDetail = {
  reason?: ErrorReason;
  field?: string;
  values?: Record<string, string | number>;
};

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    // A reason this client does not know yet is read as none: the code still words the refusal.
    reason: errorReasonSchema.optional().catch(undefined),
    field: z.string().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
