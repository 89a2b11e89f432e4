import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

// A web build as apps/web/scripts/prerender.mjs writes it: the app's frame, and / and /login prerendered
// per language and sign-in variant with the company domain as a slot.
const SLOT = 'company-domain.prerender.invalid';
const theme = "document.documentElement.classList.toggle('dark', false);";
const webDistDir = mkdtempSync(path.join(tmpdir(), 'brief-web-pages-'));
mkdirSync(path.join(webDistDir, 'prerendered'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  `<!doctype html><html lang="en"><head><script>${theme}</script></head><div id="root" data-page="frame"></div></html>`,
);
writeFileSync(
  path.join(webDistDir, 'prerendered/pages.json'),
  JSON.stringify({
    pages: { '/': 'landing', '/login': 'login' },
    languages: ['en', 'es'],
    file: '{page}.{language}.{signIn}.html',
    companyDomainSlot: SLOT,
    configElementId: 'brief-config',
  }),
);
for (const page of ['landing', 'login']) {
  for (const language of ['en', 'es']) {
    for (const signIn of ['google', 'password']) {
      writeFileSync(
        path.join(webDistDir, 'prerendered', `${page}.${language}.${signIn}.html`),
        `<!doctype html><html lang="${language}"><head><script>${theme}</script></head>` +
          `<div id="root" data-page="${page}">${page} ${signIn} <input placeholder="you@${SLOT}"></div></html>`,
      );
    }
  }
}

const ctx = await buildTestApp({ webDistDir, env: { COMPANY_DOMAIN: 'agency.example' } });

describe('the prerendered landing and sign-in pages', () => {
  it("answer / and /login in the browser's language with this deployment's domain and configuration", async () => {
    const login = await ctx.app.inject({
      method: 'GET',
      url: '/login?error=auth_failed',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers.vary).toContain('Accept-Language');
    expect(login.body).toContain('<html lang="es">');
    expect(login.body).toContain('login password');
    expect(login.body).toContain('placeholder="you@agency.example"');
    const config = /id="brief-config">(.*?)<\/script>/.exec(login.body)?.[1];
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      companyDomain: 'agency.example',
      googleSignIn: false,
    });

    const landing = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-US' },
    });
    expect(landing.body).toContain('<html lang="en">');
    expect(landing.body).toContain('<div id="root" data-page="landing">');
  });

  it('go compressed to browsers that accept it, and HEAD answers too', async () => {
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toContain('data-page="landing"');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
  });

  it('allow their inline script by its hash, and never send a template with its slot', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/login' });
    const hash = createHash('sha256').update(theme, 'utf8').digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    const template = await ctx.app.inject({ method: 'GET', url: '/prerendered/login.en.password.html' });
    expect(template.body).not.toContain(SLOT);
    const other = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).toContain('data-page="frame"');
  });
});
