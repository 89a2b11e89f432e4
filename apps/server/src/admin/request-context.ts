import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { AdminContext } from './audit';

/** The signed-in admin and their address, which every audited change records. */
export function adminContext(request: FastifyRequest): AdminContext {
  const user = currentUser(request);
  return { actor: { id: user.id, email: user.email }, ip: request.ip };
}
