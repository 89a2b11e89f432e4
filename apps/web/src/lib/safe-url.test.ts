import { describe, expect, it } from 'vitest';
import { fileStoreImageUrl, safeUrl } from '@/lib/safe-url';

const ORIGIN = 'https://brief.example';

describe('safeUrl', () => {
  it('lets http, https and same-origin relative addresses through', () => {
    for (const url of ['https://example.com/a', 'http://example.com', '/api/x', 'docs/a.md', '#top']) {
      expect(safeUrl(url, ORIGIN)).toBe(url);
    }
  });

  it('refuses every other protocol', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.c',
    ]) {
      expect(safeUrl(url, ORIGIN)).toBeNull();
    }
  });
});

describe('fileStoreImageUrl', () => {
  it('accepts the five image extensions on the file store only', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp']) {
      expect(fileStoreImageUrl(`/api/users/u/files/f/a.${ext}`, ORIGIN)).toBe(
        `/api/users/u/files/f/a.${ext}`,
      );
    }
    expect(fileStoreImageUrl('/api/users/u/files/f/a.svg', ORIGIN)).toBeNull();
    expect(fileStoreImageUrl('/images/a.png', ORIGIN)).toBeNull();
    expect(fileStoreImageUrl('https://other.example/api/users/u/files/a.png', ORIGIN)).toBeNull();
    expect(fileStoreImageUrl('https://storage.googleapis.com/b/a.png', ORIGIN)).toBe(
      'https://storage.googleapis.com/b/a.png',
    );
  });
});
