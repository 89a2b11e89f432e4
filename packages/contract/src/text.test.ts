import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';
import { runRequestSchema } from './chats';
import { isStorableText, storableId, UNSTORABLE_TEXT_MESSAGE } from './text';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, and keeps emoji and other characters', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('lone high \ud800')).toBe(false);
    expect(isStorableText('\udc00 lone low')).toBe(false);
    expect(isStorableText('reversed pair \udc00\ud800')).toBe(false);
    expect(isStorableText('Señora 北京 👍 \u0001 tab\t')).toBe(true);
  });

  it('names the field a request schema refuses', () => {
    const login = loginRequestSchema.safeParse({ email: 'x\u0000@brief.test', password: 'secret1' });
    expect(login.error?.issues[0]).toMatchObject({ path: ['email'], message: UNSTORABLE_TEXT_MESSAGE });
    const run = runRequestSchema.safeParse({ message: 'Hi', specialists: ['ok', 'bad\ud800'] });
    expect(run.error?.issues[0]).toMatchObject({
      path: ['specialists', 1],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it('keeps an id within 1 to 100 characters', () => {
    expect(storableId.safeParse('').success).toBe(false);
    expect(storableId.safeParse('x'.repeat(101)).success).toBe(false);
    expect(storableId.parse('01a209b0-2aa5-7744-b733-6675b965d47d')).toBe(
      '01a209b0-2aa5-7744-b733-6675b965d47d',
    );
  });
});
