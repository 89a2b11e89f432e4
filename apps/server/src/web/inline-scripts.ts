import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built index.html (the
 * colour theme is set before first paint there), so those scripts, and no others, run. Read from the
 * build itself, the hashes always match what is served; none when there is no build.
 */
export function inlineScriptSources(webDistDir: string | null | undefined): string[] {
  if (webDistDir == null) return [];
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(inlineScript)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}
