import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicConfig } from '@brief/contract/system';

/**
 * The landing and sign-in pages as the web build prerendered them (apps/web/scripts/prerender.mjs): one
 * file per page, language and sign-in variant (Google or not, an OpenID provider or not), with the company
 * domain, the provider's label and the app name left as slots. The server fills in this deployment's
 * public configuration once, then answers each visit from memory, compressed.
 */
export interface PrerenderedPages {
  /** The paths that have a prerendered page: `/` and `/login`. */
  paths: string[];
  /** The page for `pagePath` in `language`, with `config` written in; one build per combination. */
  page(pagePath: string, language: string, config: PublicConfig): PreparedPage;
  languages: string[];
  /** Every page for `config` made at once (read, filled in, compressed), so no visitor waits for it. */
  prepareAll(config: PublicConfig): void;
}

export interface PreparedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

interface PagesIndex {
  pages: Record<string, string>;
  languages: string[];
  file: string;
  companyDomainSlot: string;
  /** Absent from a build made before OpenID sign-in (its pages have no provider's button). */
  oidcLabelSlot?: string;
  appNameSlot?: string;
  configElementId: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The configuration as a JSON data block: never run (no CSP hash needed), `<` escaped so it cannot end early. */
function configBlock(id: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Reads `prerendered/pages.json` of the web build; null when the build has no prerendered pages. */
export function loadPrerenderedPages(webDistDir: string): PrerenderedPages | null {
  const folder = path.join(webDistDir, 'prerendered');
  const indexFile = path.join(folder, 'pages.json');
  if (!existsSync(indexFile)) return null;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PagesIndex;
  const prepared = new Map<string, PreparedPage>();

  const pages: PrerenderedPages = {
    paths: Object.keys(index.pages),
    languages: index.languages,
    prepareAll(config) {
      for (const pagePath of pages.paths)
        for (const language of pages.languages) pages.page(pagePath, language, config);
    },
    page(pagePath, language, config) {
      const name = index.pages[pagePath];
      if (name === undefined || !index.languages.includes(language)) {
        throw new Error(`no prerendered page for ${pagePath} in ${language}`);
      }
      const oidc = config.oidcLabel !== undefined && index.oidcLabelSlot !== undefined;
      const signIn = `${config.googleSignIn ? 'google' : 'password'}${oidc ? '-oidc' : ''}`;
      const file = index.file
        .replace('{page}', name)
        .replace('{language}', language)
        .replace('{signIn}', signIn);
      const cached = prepared.get(file);
      if (cached) return cached;
      const template = readFileSync(path.join(folder, file), 'utf8');
      const slots: [string | undefined, string][] = [
        [index.companyDomainSlot, config.companyDomain],
        [index.oidcLabelSlot, config.oidcLabel ?? ''],
        [index.appNameSlot, encodeURIComponent(config.appName)],
      ];
      const text = slots
        .reduce((html, [slot, value]) => (slot ? html.split(slot).join(escapeHtml(value)) : html), template)
        .replace('</head>', () => `  ${configBlock(index.configElementId, config)}\n  </head>`);
      const html = Buffer.from(text, 'utf8');
      const page = {
        html,
        gzip: gzipSync(html, { level: 9 }),
        brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      };
      prepared.set(file, page);
      return page;
    },
  };
  return pages;
}

/**
 * The language a visitor's browser asks for first (`Accept-Language`, by weight): Spanish for `es*`,
 * else English. The same rule as the web app's `browserLanguage`, which reads `navigator.languages`.
 */
export function preferredLanguage(acceptLanguage: string | undefined): 'en' | 'es' {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.tag.startsWith('es') ? 'es' : 'en';
}

/** The best encoding of a page this request accepts. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
