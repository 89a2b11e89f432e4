import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-query';
import { migrateToLatest, openDatabase, type Db } from './database';

let dataDir: string;
let db: Db;

const user = (id: string, isAdmin: number) => ({
  id,
  email: `${id}@brief.test`,
  name: id,
  picture: null,
  password_hash: null,
  auth_provider: 'password' as const,
  is_admin: isAdmin,
  disabled_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  locale: null,
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'brief-compiled-query-'));
  db = openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(db);
  await db
    .insertInto('users')
    .values([user('ada', 1), user('bob', 0), user('cy', 0)])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('compiledOnce', () => {
  it("runs the query with each call's values, keeping the values written in the query", async () => {
    const named = compiledOnce((db, name: string) =>
      db.selectFrom('users').select('id').where('name', '=', name).where('is_admin', '=', 0),
    );
    expect(await named.first(db, 'bob')).toEqual({ id: 'bob' });
    expect(await named.first(db, 'cy')).toEqual({ id: 'cy' });
    // ada is an admin: the query's own value (is_admin = 0) still holds.
    expect(await named.first(db, 'ada')).toBeUndefined();
  });

  it('answers every row, and how many rows an update changed', async () => {
    const nonAdmins = compiledOnce((db, isAdmin: number) =>
      db.selectFrom('users').select('id').where('is_admin', '=', isAdmin).orderBy('id'),
    );
    expect(await nonAdmins.all(db, 0)).toEqual([{ id: 'bob' }, { id: 'cy' }]);
    const rename = compiledOnce((db, id: string, name: string) =>
      db.updateTable('users').set({ name }).where('id', '=', id),
    );
    expect(await rename.affected(db, 'cy', 'Cy')).toBe(1);
    expect(await rename.affected(db, 'nobody', 'x')).toBe(0);
    expect(await db.selectFrom('users').select('name').where('id', '=', 'cy').executeTakeFirst()).toEqual({
      name: 'Cy',
    });
  });

  it('runs inside a transaction', async () => {
    const named = compiledOnce((db, id: string) =>
      db.selectFrom('users').select('name').where('id', '=', id),
    );
    const inside = await db.transaction().execute((trx) => named.first(trx, 'bob'));
    expect(inside).toEqual({ name: 'bob' });
  });

  it('refuses a build that does not use an argument as a value of the query', async () => {
    const shaped = compiledOnce((db, _unused: string) => db.selectFrom('users').select('id'));
    await expect(shaped.all(db, 'x')).rejects.toThrow(/argument 1 is not a parameter/);
  });
});
