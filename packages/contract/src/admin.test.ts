import { describe, expect, it } from 'vitest';
import { registerRequestSchema, teamOptions } from './admin';

describe('registerRequestSchema', () => {
  it('needs a password of 6 or more for password users', () => {
    const result = registerRequestSchema.safeParse({
      email: 'a@brief.test',
      password: '12345',
      authProvider: 'password',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Password must be at least 6 characters',
    });
  });

  it('takes a google user with an empty password and no teams', () => {
    expect(
      registerRequestSchema.parse({ email: 'g@brief.test', password: '', authProvider: 'google' }),
    ).toEqual({
      email: 'g@brief.test',
      password: '',
      authProvider: 'google',
      agents: [],
    });
  });

  it('refuses a malformed e-mail with the form message', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nope',
      password: 'secret1',
      authProvider: 'password',
    });
    expect(result.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('offers the four teams of the admin form with their labels', () => {
    expect(teamOptions.map((team) => `${team.id}=${team.label}`)).toEqual([
      'coandco=Consulting & Content',
      'creative=Creative',
      'marketing=Marketing',
      'service=Service',
    ]);
  });
});
