import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from '@/lib/sse';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events and skips keep-alive comments', () => {
    expect(
      parse(['event: delta\ndata: {"text":"Hel"}\n\n: keep-alive\n\nevent: done\ndata: {}\n\n']),
    ).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins events split across chunks at any character', () => {
    const body = 'event: delta\r\ndata: {"text":"a b"}\r\n\r\nevent: delta\ndata: {"text":"c"}\n\n';
    const whole = parse([body]);
    for (let cut = 1; cut < body.length; cut += 1) {
      expect(parse([body.slice(0, cut), body.slice(cut)])).toEqual(whole);
    }
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"a b"}' },
      { event: 'delta', data: '{"text":"c"}' },
    ]);
  });

  it('joins several data lines and keeps a last event without its blank line', () => {
    expect(parse(['data: one\ndata: two\n\nevent: error\ndata: {"x":1}'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'error', data: '{"x":1}' },
    ]);
  });
});
