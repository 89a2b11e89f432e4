import { jwtVerify, SignJWT } from 'jose';
import type { TokenSession } from '../auth/tokens';
import type { Clock } from '../clock';

/** How long a ticket may open its stream after it is issued. */
export const EVENT_TICKET_TTL_SECONDS = 60;

const ALGORITHM = 'HS256';
const ISSUER = 'brief';
/**
 * What makes a ticket a ticket. Access tokens have neither this audience nor this type, and their
 * check refuses any type but `JWT`, so a ticket never signs anything else in and an access token is
 * never taken for a ticket (typing each kind of token apart is RFC 8725's advice).
 */
const AUDIENCE = 'brief:events';
const TYPE = 'brief-events+jwt';

export type EventTickets = {
  /** A ticket to the user's event stream, for the session that asks for it. */
  issue(session: TokenSession): Promise<{ ticket: string; expiresAt: Date }>;
  /** The session a valid, unexpired ticket was issued for, or null for anything else. */
  verify(ticket: string): Promise<TokenSession | null>;
};

/**
 * Tickets to a user's event stream: a browser's EventSource cannot send an Authorization header, so the
 * tab asks for a ticket with its bearer token and opens the stream with the ticket in the address. A
 * ticket is a JWT signed with the app's secret, good for one purpose (opening that user's stream) for a
 * minute, and carries the session it was asked in, which the open stream keeps checking.
 */
export function createEventTickets(secret: string, clock: Clock): EventTickets {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async issue(session) {
      const now = nowSeconds();
      const exp = now + EVENT_TICKET_TTL_SECONDS;
      const ticket = await new SignJWT({ ver: session.credentialVersion, sid_iat: session.sessionStartedAt })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(session.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { ticket, expiresAt: new Date(exp * 1000) };
    },

    async verify(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, ver, sid_iat: startedAt } = payload;
        if (typeof sub !== 'string' || sub === '') return null;
        if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(startedAt)) return null;
        return { userId: sub, credentialVersion: Number(ver), sessionStartedAt: Number(startedAt) };
      } catch {
        // Forged, expired, malformed, another kind of token: not a ticket.
        return null;
      }
    },
  };
}
