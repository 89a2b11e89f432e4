import { describe, expect, it } from 'vitest';
import { createBookmarkRequestSchema, statsQuerySchema } from './bookmarks';

describe('createBookmarkRequestSchema', () => {
  it('refuses a blank message with the message the toast shows', () => {
    const result = createBookmarkRequestSchema.safeParse({ message: ' \n ', customerName: 'Acme' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['message'], message: 'Message cannot be empty' });
  });
});

describe('statsQuerySchema', () => {
  it('takes IANA zone names and refuses anything else', () => {
    expect(statsQuerySchema.parse({ timeZone: 'Europe/Madrid' })).toEqual({ timeZone: 'Europe/Madrid' });
    expect(statsQuerySchema.parse({})).toEqual({});
    const result = statsQuerySchema.safeParse({ timeZone: 'Europe/Atlantis' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['timeZone'], message: 'Unknown time zone' });
  });
});
