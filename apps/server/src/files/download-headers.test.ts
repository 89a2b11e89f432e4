import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadHeaders } from './download-headers';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the real name per RFC 5987', () => {
    expect(contentDisposition('attachment', 'Informe "Q1" año (final).pdf')).toBe(
      `attachment; filename="Informe _Q1_ a_o (final).pdf"; filename*=UTF-8''Informe%20%22Q1%22%20a%C3%B1o%20%28final%29.pdf`,
    );
  });

  it('cannot be broken out of with quotes, backslashes or line breaks', () => {
    const header = contentDisposition('inline', 'a"\\\r\nSet-Cookie: x=1.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('inline; filename="a____Set-Cookie: x=1.png"; ')).toBe(true);
  });
});

describe('downloadHeaders', () => {
  it('shows only raster images inline', () => {
    expect(downloadHeaders({ name: 'a.webp', mime: 'image/webp', kind: 'image' })).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': expect.stringMatching(/^inline; /) as unknown,
    });
  });

  it.each(['text/html', 'image/svg+xml', 'application/xml', 'text/javascript', 'application/x-unknown'])(
    'sends %s as opaque bytes to save',
    (mime) => {
      expect(downloadHeaders({ name: 'x', mime, kind: 'binary' })).toEqual({
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="x"; filename*=UTF-8''x`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-cache',
      });
    },
  );

  it('keeps the type of inert documents, as attachments', () => {
    expect(downloadHeaders({ name: 'a.csv', mime: 'text/csv', kind: 'text' })).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': expect.stringMatching(/^attachment; /) as unknown,
    });
  });
});

describe('downloadHeaders, asked to show the file', () => {
  const shown = (name: string, mime: string) => downloadHeaders({ name, mime, kind: 'binary' }, 'inline');

  it.each([
    ['brief.pdf', 'application/pdf', 'application/pdf'],
    ['notes.txt', 'text/plain', 'text/plain; charset=utf-8'],
    ['notes.md', 'text/markdown', 'text/markdown; charset=utf-8'],
    ['logo.png', 'image/png', 'image/png'],
  ])('shows %s inline as %s, sandboxed and never sniffed', (name, mime, type) => {
    expect(shown(name, mime)).toEqual({
      'content-type': type,
      'content-disposition': `inline; filename="${name}"; filename*=UTF-8''${name}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-cache',
    });
  });

  it.each([
    ['brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['leads.csv', 'text/csv'],
    ['config.json', 'application/json'],
    ['page.html', 'text/html'],
    ['drawing.svg', 'image/svg+xml'],
  ])('still sends %s as an attachment', (name, mime) => {
    expect(shown(name, mime)['content-disposition']).toMatch(/^attachment; /);
  });

  it('never shows what it would not send with its own type', () => {
    expect(shown('page.html', 'text/html')['content-type']).toBe('application/octet-stream');
    expect(shown('drawing.svg', 'image/svg+xml')['content-type']).toBe('application/octet-stream');
  });
});
