import type { StoredFile } from '@brief/contract/files';

/** A stored file as POST /users/:userId/files answers it. */
export function createStoredFile(overrides: Partial<StoredFile> = {}): StoredFile {
  const id = overrides.id ?? 'file-1';
  const name = overrides.name ?? 'brief.pdf';
  return {
    id,
    name,
    size: 2048,
    type: 'application/pdf',
    kind: 'text',
    chatId: 'chat-1',
    url: `/api/users/u1/files/${id}/${name}`,
    createdAt: '2025-01-05T15:04:00.000Z',
    ...overrides,
  };
}
