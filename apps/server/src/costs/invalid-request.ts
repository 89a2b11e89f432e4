import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * A request that does not fit its schema (the route asks `attachValidation`): 422 `unprocessable`
 * naming the field ("query.from", "body.models.0.inputPerMillion"), in the app's error shape.
 */
export function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError;
  if (error === undefined) return;
  const first = (error.validation as { instancePath?: string; message?: string }[] | undefined)?.[0];
  const field = [error.validationContext, ...(first?.instancePath ?? '').split('/').filter(Boolean)].join(
    '.',
  );
  throw new AppError('unprocessable', `${field}: ${first?.message ?? 'is invalid'}`, {
    detail: { reason: 'invalid', field },
  });
}
