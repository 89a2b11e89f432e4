import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PublicConfig } from '@brief/contract/system';
import { describe, expect, it } from 'vitest';
import { loadPrerenderedPages, pageEncoding, preferredLanguage } from './pages';

const SLOT = 'company-domain.prerender.invalid';
const LABEL_SLOT = 'oidc-label.prerender.invalid';
const APP_SLOT = 'app-name.prerender.invalid';

const config = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  companyDomain: 'agency.example',
  appName: 'brief',
  googleSignIn: false,
  webSearch: false,
  model: { provider: 'builtin', name: 'offline', offline: true },
  uploadMaxMb: 20,
  ...overrides,
});

function buildWith(templates: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'brief-pages-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(
    path.join(dist, 'prerendered/pages.json'),
    JSON.stringify({
      pages: { '/': 'landing', '/login': 'login' },
      languages: ['en', 'es'],
      file: '{page}.{language}.{signIn}.html',
      companyDomainSlot: SLOT,
      oidcLabelSlot: LABEL_SLOT,
      appNameSlot: APP_SLOT,
      configElementId: 'brief-config',
    }),
  );
  for (const [name, html] of Object.entries(templates)) {
    writeFileSync(path.join(dist, 'prerendered', name), html);
  }
  return dist;
}

const page = (text: string) => `<html><head><title>t</title></head><body>${text}</body></html>`;

describe('prerendered pages', () => {
  it('fills the company domain in, escaped, and the configuration as a data block', () => {
    const pages = loadPrerenderedPages(
      buildWith({ 'login.en.password.html': page(`<input placeholder="you@${SLOT}"><p>${SLOT}</p>`) }),
    )!;
    const html = pages.page('/login', 'en', config({ companyDomain: 'a&b.example' })).html.toString();
    expect(html).toContain('placeholder="you@a&#38;b.example"');
    expect(html).toContain('<p>a&#38;b.example</p>');
    expect(html).not.toContain(SLOT);
    const json = /<script type="application\/json" id="brief-config">(.*?)<\/script>\s*<\/head>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ companyDomain: 'a&b.example' });
  });

  it('cannot end its data block early, whatever the configuration says', () => {
    const pages = loadPrerenderedPages(buildWith({ 'login.en.password.html': page('') }))!;
    const html = pages.page('/login', 'en', config({ appName: '</script><script>alert(1)</script>' })).html;
    expect(html.toString()).not.toContain('</script><script>alert(1)');
  });

  it('picks the page written for the language and for whether Google sign-in is configured', () => {
    const pages = loadPrerenderedPages(
      buildWith({
        'login.es.google.html': page('es google'),
        'login.es.password.html': page('es password'),
        'landing.en.password.html': page('landing en'),
      }),
    )!;
    expect(pages.paths).toEqual(['/', '/login']);
    expect(pages.page('/login', 'es', config({ googleSignIn: true })).html.toString()).toContain('es google');
    expect(pages.page('/login', 'es', config()).html.toString()).toContain('es password');
    const landing = pages.page('/', 'en', config());
    expect(gunzipSync(landing.gzip).toString()).toBe(landing.html.toString());
    expect(() => pages.page('/login', 'fr', config())).toThrow();
  });

  it('picks the OpenID variant when a provider is configured, its label and the app name filled in, escaped', () => {
    const button = `<a href="/api/v1/oidc/login?app=${APP_SLOT}">Continue with ${LABEL_SLOT}</a>`;
    const pages = loadPrerenderedPages(
      buildWith({
        'login.en.password-oidc.html': page(`${button}<p>${SLOT}</p>`),
        'login.en.google-oidc.html': page(`google ${button}`),
        'login.en.password.html': page('no provider'),
      }),
    )!;
    const html = pages
      .page('/login', 'en', config({ oidcLabel: 'Okta & <Co>', appName: 'kites_app' }))
      .html.toString();
    expect(html).toContain(
      '<a href="/api/v1/oidc/login?app=kites_app">Continue with Okta &#38; &#60;Co&#62;</a>',
    );
    expect(html).toContain('<p>agency.example</p>');
    expect(html).not.toContain('prerender.invalid');
    expect(
      pages.page('/login', 'en', config({ oidcLabel: 'Okta', googleSignIn: true })).html.toString(),
    ).toContain('google <a');
    // Without a provider: the page as it was, the slots nowhere.
    expect(pages.page('/login', 'en', config()).html.toString()).toContain('no provider');
  });

  it('makes every page of a configuration at once: none is read again when visited', () => {
    const names = ['landing', 'login'].flatMap((name) =>
      ['en', 'es'].map((language) => `${name}.${language}.password.html`),
    );
    const dist = buildWith(Object.fromEntries(names.map((name) => [name, page(name)])));
    const pages = loadPrerenderedPages(dist)!;
    pages.prepareAll(config());
    for (const name of names) rmSync(path.join(dist, 'prerendered', name));
    expect(pages.page('/', 'es', config()).html.toString()).toContain('landing.es.password.html');
    expect(pages.page('/login', 'en', config()).html.toString()).toContain('login.en.password.html');
    expect(() => pages.page('/login', 'en', config({ googleSignIn: true }))).toThrow();
  });

  it('is none when the build has no prerendered pages', () => {
    expect(loadPrerenderedPages(mkdtempSync(path.join(tmpdir(), 'brief-nopages-')))).toBeNull();
  });
});

describe('preferredLanguage', () => {
  it("is the browser's first choice by weight: es* is Spanish, anything else English", () => {
    expect(preferredLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLanguage('en;q=0.5, es-MX;q=0.9')).toBe('es');
    expect(preferredLanguage('es;q=0, fr')).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
  });
});

describe('pageEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
