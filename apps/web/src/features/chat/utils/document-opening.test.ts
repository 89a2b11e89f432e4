import { describe, expect, it } from 'vitest';
import { documentOpening, documentView, documentViewPaths } from '@/features/chat/utils/document-opening';

describe('how a cited document opens', () => {
  it.each(['Brand guide.pdf', 'notes.MD', 'warehouse.txt', 'readme.markdown', 'logo.png', 'photo.JPEG'])(
    'shows %s in a viewer tab',
    (name) => expect(documentOpening(name)).toBe('view'),
  );

  it.each([
    'Q3 plan.xlsx',
    'brief.docx',
    'leads.csv',
    'config.json',
    'page.html',
    'drawing.svg',
    'no extension',
  ])('downloads %s', (name) => expect(documentOpening(name)).toBe('download'));

  it('has a viewer address for one’s own chats and for chats shared with one', () => {
    expect(documentViewPaths.own('c 1', 'd/2')).toBe('/chats/c%201/documents/d%2F2');
    expect(documentViewPaths.shared('c1', 'd2')).toBe('/shared/c1/documents/d2');
  });
});

describe('what the viewer shows', () => {
  it('follows the type the server shows the document as', () => {
    expect(documentView('application/pdf', 'inline; filename="a.pdf"')).toBe('pdf');
    expect(documentView('image/png', 'inline')).toBe('image');
    expect(documentView('text/markdown; charset=utf-8', 'inline')).toBe('markdown');
    expect(documentView('text/plain; charset=utf-8', 'inline')).toBe('text');
  });

  it('offers the download when the server sends an attachment, or a type it cannot show', () => {
    expect(documentView('application/pdf', 'attachment; filename="a.pdf"')).toBe('download');
    expect(documentView('text/html', 'inline')).toBe('download');
    expect(documentView(null, null)).toBe('download');
  });
});
