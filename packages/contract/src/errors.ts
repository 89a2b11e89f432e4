import { z } from 'zod';

/** The small set of error codes every failed answer carries, each with its HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** An export too long or too deeply nested to make within its worker's time, memory or stack. */
  export_too_complex: 422,
  rate_limited: 429,
  internal: 500,
  upstream: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
