import { describe, expect, it } from 'vitest';
import { signInEmail, signInGroups } from './oidc-claims';

describe('signInEmail', () => {
  it('takes the email claim, lower-cased', () => {
    expect(signInEmail({ email: ' Ana@Brief.Test ', preferred_username: 'x@other.example' })).toBe(
      'ana@brief.test',
    );
  });

  it('falls back to preferred_username, then upn, when they are addresses (Entra ID)', () => {
    expect(signInEmail({ preferred_username: 'Luis@brief.test' })).toBe('luis@brief.test');
    expect(signInEmail({ preferred_username: 'luis', upn: 'luis@brief.test' })).toBe('luis@brief.test');
  });

  it('answers nothing when no claim is an address', () => {
    expect(signInEmail({ preferred_username: 'luis', upn: 42 })).toBeUndefined();
    expect(signInEmail({})).toBeUndefined();
  });
});

describe('signInGroups', () => {
  it('reads the configured claim: ids or names, strings only', () => {
    expect(signInGroups({ groups: ['a1b2', 'Design', 7, ''] }, 'groups')).toEqual(['a1b2', 'Design']);
    expect(signInGroups({ roles: 'Design' }, 'roles')).toEqual(['Design']);
    expect(signInGroups({ groups: ['x'] }, 'roles')).toEqual([]);
  });
});
