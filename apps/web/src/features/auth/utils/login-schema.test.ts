import { describe, expect, it } from 'vitest';
import { createLoginSchema } from '@/features/auth/utils/login-schema';

function messages(domain: string, email: string, password: string): Record<string, string | undefined> {
  const result = createLoginSchema(domain).safeParse({ email, password });
  if (result.success) return {};
  const byField: Record<string, string | undefined> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('createLoginSchema', () => {
  it("says 'Invalid email address' for something that is not an e-mail", () => {
    expect(messages('brief.test', 'ana', 'secret1').email).toBe('Invalid email address');
    expect(messages('brief.test', '', 'secret1').email).toBe('Invalid email address');
  });

  it('names the company domain when the e-mail is on another one', () => {
    expect(messages('brief.test', 'ana@gmail.com', 'secret1').email).toBe(
      'Only brief.test e-mails are allowed',
    );
    expect(messages('agency.example', 'ana@brief.test', 'secret1').email).toBe(
      'Only agency.example e-mails are allowed',
    );
  });

  it('does not accept a domain that only ends like the company one', () => {
    expect(messages('brief.test', 'ana@notbrief.test', 'secret1').email).toBe(
      'Only brief.test e-mails are allowed',
    );
  });

  it('accepts the company domain in any letter case, trimmed', () => {
    const result = createLoginSchema('brief.test').safeParse({
      email: '  Ana@Brief.TEST ',
      password: 'secret1',
    });
    expect(result.success && result.data.email).toBe('Ana@Brief.TEST');
  });

  it('wants a password of at least 6 characters', () => {
    expect(messages('brief.test', 'ana@brief.test', '12345').password).toBe(
      'Password must be at least 6 characters',
    );
    expect(messages('brief.test', 'ana@brief.test', '123456')).toEqual({});
  });
});
