import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (`type="application/json"`): never run, so not a script the CSP has to allow. */
const dataBlock = /\stype=["']?application\/(?:ld\+)?json/i;

/** The built pages: index.html and the prerendered public pages' templates. */
function builtPages(webDistDir: string): string[] {
  const prerendered = path.join(webDistDir, 'prerendered');
  const templates = existsSync(prerendered)
    ? readdirSync(prerendered)
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(prerendered, name))
    : [];
  return [path.join(webDistDir, 'index.html'), ...templates].filter((file) => existsSync(file));
}

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built pages (the colour
 * theme is set before first paint there), so those scripts, and no others, run. Read from the build
 * itself, the hashes always match what is served; none when there is no build.
 */
export function inlineScriptSources(webDistDir: string | null | undefined): string[] {
  if (webDistDir == null) return [];
  const sources = new Set<string>();
  for (const file of builtPages(webDistDir)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
      if (dataBlock.test(attributes)) continue;
      sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}
