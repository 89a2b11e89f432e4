import { afterEach, describe, expect, it } from 'vitest';
import {
  createStoredUser,
  getStoredUser,
  parseStoredUser,
  setStoredUser,
  updateStoredToken,
} from '@/lib/storage/stored-user';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function avatarSvg(picture: string): string {
  return decodeURIComponent(picture.slice(picture.indexOf(',') + 1));
}

describe('parseStoredUser', () => {
  it('keeps a complete stored user as it is', () => {
    const user = {
      id: 'u1',
      name: 'Ana García',
      email: 'ana@brief.test',
      picture: 'https://lh3.googleusercontent.com/a/ana.png',
      admin: true,
      access_token: 'token',
    };
    expect(parseStoredUser(JSON.stringify(user))).toEqual(user);
  });

  it('falls back to the part of the e-mail before @ for the name', () => {
    const user = parseStoredUser(
      JSON.stringify({ id: 'u1', email: 'ana.garcia@brief.test', access_token: 't' }),
    );
    expect(user?.name).toBe('ana.garcia');
  });

  it('generates a data: avatar with the initials when there is no picture', () => {
    const user = parseStoredUser(
      JSON.stringify({
        id: 'u1',
        name: 'Ana García',
        email: 'ana@brief.test',
        access_token: 't',
        picture: null,
      }),
    );
    expect(user?.picture.startsWith('data:image/svg+xml')).toBe(true);
    expect(avatarSvg(user?.picture ?? '')).toContain('>AG</text>');
  });

  it('keeps an https: or data:image/ picture', () => {
    const picture = (value: string) =>
      parseStoredUser(
        JSON.stringify({ id: 'u1', email: 'ana@brief.test', access_token: 't', picture: value }),
      )?.picture;
    expect(picture('https://cdn.brief.test/ana.png')).toBe('https://cdn.brief.test/ana.png');
    expect(picture('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('replaces a picture of any other kind with the generated avatar', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'http://cdn.brief.test/ana.png',
      '/avatars/ana.png',
      '//evil.test/x.png',
      'data:text/html,<script>alert(1)</script>',
      'not a url',
    ]) {
      const user = createStoredUser({
        id: 'u1',
        name: 'Ana García',
        email: 'ana@brief.test',
        access_token: 't',
        picture: unsafe,
      });
      expect(user.picture.startsWith('data:image/svg+xml'), unsafe).toBe(true);
      expect(avatarSvg(user.picture)).toContain('>AG</text>');
    }
  });

  it('builds the avatar initials from the e-mail when there is no name', () => {
    const user = createStoredUser({ id: 'u1', email: 'bob.smith@brief.test', access_token: 't' });
    expect(avatarSvg(user.picture)).toContain('>BS</text>');
  });

  it('defaults admin to false', () => {
    expect(
      parseStoredUser(JSON.stringify({ id: 'u1', email: 'a@brief.test', access_token: 't' }))?.admin,
    ).toBe(false);
  });

  it('discards values that are not JSON or miss the id, e-mail or token', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ email: 'a@brief.test', access_token: 't' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 'u1', email: 'a@brief.test' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify('just a string'))).toBeNull();
  });
});

describe('getStoredUser', () => {
  it('removes an unparsable stored user and reads as signed out', () => {
    localStorage.setItem('user', '{"id":');
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads back what setStoredUser wrote, under the key "user"', () => {
    const user = createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 't', admin: true });
    setStoredUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });
});

describe('updateStoredToken', () => {
  it('replaces only the access token', () => {
    setStoredUser(createStoredUser({ id: 'u1', email: 'a@brief.test', access_token: 'old' }));
    updateStoredToken('new');
    expect(getStoredUser()).toMatchObject({ id: 'u1', access_token: 'new' });
  });
});
