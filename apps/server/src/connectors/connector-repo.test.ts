import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database';
import { newId } from '../ids';
import { createConnectorRepo, type ConnectorValues } from './connector-repo';

// The repo's SQL on a fresh SQLite file with every migration (0033 included).
const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-connectors-'));
const db = openDatabase({ databaseUrl: undefined, dataDir });
await migrateToLatest(db);
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = '2026-01-02T03:04:05.000Z';
await db
  .insertInto('agents')
  .values(
    ['alpha', 'beta'].map((id) => ({
      id,
      name: id,
      description: '',
      app_name: `${id}_app`,
      instructions: '',
      created_at: at,
    })),
  )
  .execute();
const customerId = newId();
await db
  .insertInto('customers')
  .values({ id: customerId, agent_id: 'alpha', name: 'Acme', description: '', profile: '', created_at: at })
  .execute();

const repo = createConnectorRepo(db);
const values: ConnectorValues = {
  name: 'GA4',
  transport: 'http',
  url: 'https://ga4.example.com/mcp',
  command: null,
  args: [],
  headers: { Authorization: 'v1.sealed' },
  env: {},
  params: [{ name: 'propertyId', label: 'Property' }],
  enabled: true,
  updatedAt: at,
};
const tool = (name: string) => ({ name, description: `${name} tool`, inputSchema: { type: 'object' } });

describe('the connector repo', () => {
  it('stores a connector and reads it back', async () => {
    await repo.create('c1', values, []);
    expect(await repo.byId('c1')).toMatchObject({ ...values, id: 'c1', createdAt: at });
    expect(await repo.nameTaken('GA4')).toBe(true);
    expect(await repo.nameTaken('GA4', 'c1')).toBe(false);
  });

  it("gives a team's run its enabled tools, and nothing once the connector is disabled", async () => {
    await repo.setTeamTools('c1', 'alpha', [tool('run_report'), tool('list_properties')], []);
    const forAlpha = await repo.enabledForTeam('alpha');
    expect(forAlpha.map((entry) => entry.tools.map((t) => t.name))).toEqual([
      ['list_properties', 'run_report'],
    ]);
    expect(forAlpha[0]?.tools[0]).toEqual(tool('list_properties'));
    expect(await repo.enabledForTeam('beta')).toEqual([]);
    expect((await repo.teamTools()).get('c1')).toEqual([
      { teamId: 'alpha', tools: ['list_properties', 'run_report'] },
    ]);
    await repo.setTeamTools('c1', 'alpha', [tool('run_report')], []);
    expect((await repo.enabledForTeam('alpha'))[0]?.tools.map((t) => t.name)).toEqual(['run_report']);
    await repo.update('c1', { ...values, enabled: false }, []);
    expect(await repo.enabledForTeam('alpha')).toEqual([]);
    await repo.update('c1', values, []);
  });

  it("keeps a customer's values, and drops them with the customer", async () => {
    await repo.setCustomerValues('c1', customerId, { propertyId: '123' }, at, []);
    await repo.setCustomerValues('c1', customerId, { propertyId: '456' }, at, []);
    expect(await repo.customerValues('c1', customerId)).toEqual({ propertyId: '456' });
    expect((await repo.valuesOfCustomer(customerId)).get('c1')).toEqual({ propertyId: '456' });
    expect(await repo.customer(customerId)).toEqual({ id: customerId, teamId: 'alpha', name: 'Acme' });
    await db.deleteFrom('customers').where('id', '=', customerId).execute();
    expect(await repo.customerValues('c1', customerId)).toEqual({});
  });

  it('goes with its team tools, and a team takes its own', async () => {
    await repo.setTeamTools('c1', 'beta', [tool('run_report')], []);
    await db.deleteFrom('agents').where('id', '=', 'beta').execute();
    expect((await repo.teamTools()).get('c1')).toEqual([{ teamId: 'alpha', tools: ['run_report'] }]);
    await repo.remove('c1', []);
    expect(await repo.byId('c1')).toBeUndefined();
    expect(await db.selectFrom('connector_team_tools').selectAll().execute()).toEqual([]);
  });
});
