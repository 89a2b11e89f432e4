import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging';

describe('loggableUrl', () => {
  it('keeps the path and the parameter names but drops every value', () => {
    expect(loggableUrl('/auth/callback?success=true&access_token=eyJhbGci.secret&email=a%40b.test')).toBe(
      '/auth/callback?success=…&access_token=…&email=…',
    );
  });

  it('leaves a URL without a query alone', () => {
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});
