import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for Google or any other provider,
 * for the server tests and the end-to-end tests alike. Its sign-in page is a plain form asking only for
 * an e-mail: whoever types one is that account, with Google's claims (email, email_verified, hd, name,
 * picture), plus `groups` and `preferred_username`. `issuerPath` serves it under a path, like Entra ID's
 * `https://login.microsoftonline.com/{tenant}/v2.0`.
 */

/** How an account differs from a verified Workspace account of its e-mail's domain. */
export type TestAccount = {
  email_verified?: boolean;
  /** The Workspace domain Google reports; null for an account without one (a gmail.com address). */
  hd?: string | null;
  name?: string;
  picture?: string;
  /** The `groups` claim (ids like Entra ID's, or names like Keycloak's); absent when not given. */
  groups?: string[];
  /** Like some Entra ID accounts: no `email` claim, the address only in `preferred_username`. */
  noEmailClaim?: boolean;
};

export type TestOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The query of every authorization request the provider received, oldest first. */
  authorizationRequests: URLSearchParams[];
  /** How many times the discovery document was asked for. */
  discoveryRequests: () => number;
  /** The next `times` discovery requests answer 503. */
  failDiscovery: (times: number) => void;
  close: () => Promise<void>;
};

const LOGIN_FORM_TITLE = 'Sign in to the test OpenID provider';

export async function startTestOpenIdProvider(options: {
  redirectUri: string;
  accounts?: Record<string, TestAccount>;
  clientId?: string;
  clientSecret?: string;
  issuerPath?: string;
}): Promise<TestOpenIdProvider> {
  const clientId = options.clientId ?? 'brief-test-client';
  const clientSecret = options.clientSecret ?? 'brief-test-client-secret-0123456789';
  const accounts = options.accounts ?? {};
  const authorizationRequests: URLSearchParams[] = [];
  let discoveryCount = 0;
  let discoveryFailures = 0;

  // Listen first: the issuer is this server's own address.
  const server = createServer((request, response) => {
    void route(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuerPath = options.issuerPath ?? '';
  const issuer = `${origin}${issuerPath}`;

  const claimsOf = (email: string) => {
    const account = accounts[email] ?? {};
    const [localPart = email, domain = ''] = email.split('@');
    const hd = account.hd === undefined ? domain : account.hd;
    return {
      sub: `test-${email}`,
      ...(account.noEmailClaim === true
        ? { preferred_username: email }
        : { email, email_verified: account.email_verified ?? true }),
      ...(account.noEmailClaim === true && account.email_verified !== undefined
        ? { email_verified: account.email_verified }
        : {}),
      ...(account.groups === undefined ? {} : { groups: account.groups }),
      ...(hd === null ? {} : { hd }),
      name: account.name ?? `Test ${localPart}`,
      picture: account.picture ?? `https://lh3.googleusercontent.com/a/${encodeURIComponent(localPart)}`,
    };
  };

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const email = sub.replace(/^test-/, '');
      return { accountId: sub, claims: () => claimsOf(email) };
    },
    claims: {
      openid: ['sub', 'hd', 'groups'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture', 'preferred_username'],
    },
    // Like Google, put the requested claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Brief is a first-party client: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (client === undefined || session?.accountId === undefined) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (typeof grantId === 'string') return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleProtocol = provider.callback();

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    // Under an issuer path the provider sees the rest, and finds its mount path in originalUrl.
    if (issuerPath !== '' && url.pathname.startsWith(`${issuerPath}/`)) {
      const withOriginal = request as IncomingMessage & { originalUrl?: string };
      withOriginal.originalUrl = request.url;
      request.url = (request.url ?? '/').slice(issuerPath.length);
      url.pathname = url.pathname.slice(issuerPath.length);
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      discoveryCount += 1;
      if (discoveryFailures > 0) {
        discoveryFailures -= 1;
        response.writeHead(503).end();
        return;
      }
    }
    if (url.pathname === '/auth' && request.method === 'GET') authorizationRequests.push(url.searchParams);
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interaction === null) {
      await handleProtocol(request, response);
      return;
    }
    if (interaction[2] === undefined && request.method === 'GET') {
      const details = await provider.interactionDetails(request, response);
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(loginPage(details.uid, details.params.login_hint));
      return;
    }
    if (interaction[2] !== undefined && request.method === 'POST') {
      const email = new URLSearchParams(await readBody(request)).get('email')?.trim().toLowerCase() ?? '';
      if (email === '') {
        response.writeHead(400).end('an e-mail is required');
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: `test-${email}` } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.writeHead(405).end();
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorizationRequests,
    discoveryRequests: () => discoveryCount,
    failDiscovery: (times) => {
      discoveryFailures = times;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

function loginPage(uid: string, loginHint: unknown): string {
  const hint = typeof loginHint === 'string' ? escapeHtml(loginHint) : '';
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${LOGIN_FORM_TITLE}</title></head>
  <body>
    <main>
      <h1>${LOGIN_FORM_TITLE}</h1>
      <form method="post" action="/interaction/${uid}/login">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" value="${hint}" required autofocus>
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
