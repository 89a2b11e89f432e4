import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

const webDistDir = mkdtempSync(path.join(tmpdir(), 'brief-web-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Brief</title><div id="root"></div>',
);
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app")');
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log("app")'));

const ctx = await buildTestApp({ webDistDir, env: { COMPANY_DOMAIN: 'agency.example' } });

describe('GET /api/health and /api/config', () => {
  it('reports the server and database alive', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', time: ctx.clock.now().toISOString() });
  });

  it('tells the browser the domain and what is configured, without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyDomain: 'agency.example',
      appName: 'brief',
      googleSignIn: false,
      webSearch: false,
      model: { provider: 'builtin', name: 'Brief offline demo model', offline: true },
      uploadMaxMb: 20,
    });
  });
});

describe('errors, headers and the web app', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the whole set of security headers on an API answer, a page and a refusal alike', async () => {
    // The policy's directives in any order.
    const directives = (policy: unknown) => String(policy).split(';').sort();
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers)
          .map(([name, value]): [string, unknown] => [
            name,
            name === 'content-security-policy' ? directives(value) : value,
          ])
          .filter(([name]) =>
            /^(content-security-policy|cross-origin-|origin-agent|referrer-policy|strict-transport|x-(content-type|dns|download|frame|permitted|xss|powered))/.test(
              name,
            ),
          ),
      );
    const expected = {
      'content-security-policy': directives(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://lh3.googleusercontent.com;font-src 'self' data:;connect-src 'self';object-src 'none';frame-src 'self' blob:;frame-ancestors 'none';base-uri 'self';form-action 'self';script-src-attr 'none'",
      ),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/some/page', '/api/nothing-here']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(securityHeaders(response.headers), url).toEqual(expected);
    }
  });

  it('serves the SPA on any page path and hashed assets with a long cache', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/some/deep/route?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log("app")');

    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe('console.log("app")');

    const traversal = await ctx.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
  });

  it('serves /auth/callback, whose query carries an access token, with no Referer allowed', async () => {
    const callback = await ctx.app.inject({
      method: 'GET',
      url: '/auth/callback?success=true&access_token=t',
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    const other = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI description', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/renew-token',
        '/api/users/{email}/register',
        '/api/v1/google/login',
        '/api/v1/google/callback',
      ]),
    );
  });
});
