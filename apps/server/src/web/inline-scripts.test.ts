import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('allows exactly the inline scripts of the built page, not the ones loaded from a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brief-inline-'));
    const theme = "\n  document.documentElement.classList.toggle('dark', true);\n";
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><head><script>${theme}</script>` +
        '<script type="module" crossorigin src="/assets/index.js"></script></head>',
    );
    expect(inlineScriptSources(dir)).toEqual([sha256(theme)]);
  });

  it('allows the inline scripts of the prerendered pages too, but not their JSON data blocks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brief-inline-'));
    const theme = "document.documentElement.classList.toggle('dark', false);";
    writeFileSync(path.join(dir, 'index.html'), `<script>${theme}</script>`);
    mkdirSync(path.join(dir, 'prerendered'));
    const other = 'window.x = 1;';
    writeFileSync(
      path.join(dir, 'prerendered', 'login.en.password.html'),
      `<script>${theme}</script><script>${other}</script><script type="application/json" id="c">{}</script>`,
    );
    expect(inlineScriptSources(dir)).toEqual([sha256(theme), sha256(other)]);
  });

  it('allows none when there is no build', () => {
    expect(inlineScriptSources(null)).toEqual([]);
    expect(inlineScriptSources(mkdtempSync(path.join(tmpdir(), 'brief-empty-')))).toEqual([]);
  });
});
