import { describe, expect, it, vi } from 'vitest';
import { relatedQueryOptions } from '@/features/chat/api/get-related';
import { ApiError, apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { createTestQueryClient } from '@/testing/query-client';

describe('relatedQueryOptions', () => {
  it('answers the actions, without blank ones', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue([{ action: ' a ' }, { action: ' ' }, { action: 'b' }]);
    const related = await createTestQueryClient().fetchQuery(relatedQueryOptions('u1', 'chat-1', 'm2'));
    expect(related).toEqual(['a', 'b']);
  });

  it('logs a warning when the fetch fails', async () => {
    const failure = new ApiError(500, 'internal', 'boom');
    vi.spyOn(apiClient, 'request').mockRejectedValue(failure);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await expect(createTestQueryClient().fetchQuery(relatedQueryOptions('u1', 'chat-1', 'm2'))).rejects.toBe(
      failure,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Related'), failure);
  });
});
