import { describe, expect, it } from 'vitest';
import { cutToSize, resultOf } from './connector-results';

describe('resultOf', () => {
  it('joins the text parts and names the media it leaves out', () => {
    expect(
      resultOf({
        content: [
          { type: 'text', text: 'Echo: hello' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inside' } },
          { type: 'resource_link', name: 'report', uri: 'https://x.test/r' },
        ],
      }),
    ).toEqual({
      text: 'Echo: hello\n[image (image/png) left out]\ninside\n[resource link: report https://x.test/r]',
      isError: false,
    });
  });

  it('reads structured content when there is no text, and says when the connector failed', () => {
    expect(resultOf({ content: [], structuredContent: { sessions: 12 } })).toEqual({
      text: '{"sessions":12}',
      isError: false,
    });
    expect(resultOf({ content: [{ type: 'text', text: 'No such property' }], isError: true })).toEqual({
      text: 'No such property',
      isError: true,
    });
    expect(resultOf('nonsense')).toEqual({ text: '', isError: false });
  });
});

describe('cutToSize', () => {
  it('keeps a result within the limit as it is', () => {
    expect(cutToSize('short', 10)).toBe('short');
  });

  it('cuts a longer one at the limit with a marker', () => {
    const cut = cutToSize('x'.repeat(3000), 2048);
    expect(cut).toBe(`${'x'.repeat(2048)}\n[… cut: the result was longer than 2 KB]`);
  });

  it('never cuts a character in two', () => {
    // "é" is two bytes: a limit of 3 bytes keeps one whole "é".
    expect(cutToSize('ééé', 3).startsWith('é\n[… cut')).toBe(true);
  });
});
