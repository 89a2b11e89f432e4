import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { apiClient } from '@/lib/api-client';
import { downloadExport, exportReader } from '@/lib/export-download';

afterEach(async () => {
  vi.restoreAllMocks();
  await showLanguage('en');
});

describe('an export request', () => {
  it('says the language the interface shows and the browser’s time zone', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(exportReader()).toBe(`&lang=en&timeZone=${encodeURIComponent(zone)}`);
    await showLanguage('es');
    expect(exportReader()).toBe(`&lang=es&timeZone=${encodeURIComponent(zone)}`);
  });

  it('goes out with them', async () => {
    await showLanguage('es');
    const request = vi
      .spyOn(apiClient, 'requestResponse')
      .mockResolvedValue(new Response('# Chat', { headers: { 'content-disposition': 'attachment' } }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chat');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadExport('/api/users/u1/chats/c1/export?format=md', 'md');
    expect(request).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/users\/u1\/chats\/c1\/export\?format=md&lang=es&timeZone=/),
    );
  });
});
