import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Makes chats look untouched for `days` days, straight in a running server's SQLite file (its data
 * directory's brief.db): the end-to-end tests cannot move a real server's clock, and no API ages a chat.
 */
export function ageChats(dataDir: string, chatIds: readonly string[], days: number): void {
  const db = new Database(path.join(dataDir, 'brief.db'), { timeout: 10_000 });
  try {
    const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const update = db.prepare('UPDATE chats SET last_update_time = ? WHERE id = ?');
    for (const id of chatIds) update.run(at, id);
  } finally {
    db.close();
  }
}
