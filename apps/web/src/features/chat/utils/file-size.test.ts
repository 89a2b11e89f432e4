import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/features/chat/utils/file-size';

describe('formatFileSize', () => {
  it('reads as people write sizes', () => {
    expect(
      [0, 512, 2048, 1536, 10 * 1024 * 1024, 1.4 * 1024 * 1024, 3 * 1024 ** 3].map(formatFileSize),
    ).toEqual(['0 B', '512 B', '2 KB', '1.5 KB', '10 MB', '1.4 MB', '3 GB']);
  });
});
