import type { ToolStep } from '@brief/contract/chats';
import { describe, expect, it, vi } from 'vitest';
import { createCitations } from '../knowledge/citations';
import type { UserRow } from '../users/repo';
import { type ConnectorRuns, turnConnectors } from './turn-connectors';

const user = { id: 'user-1', email: 'ana@example.com' } as UserRow;

const echo: Awaited<ReturnType<ConnectorRuns['forRun']>>[number] = {
  id: 'conn-1',
  name: 'Everything',
  params: [],
  values: {},
  tools: [{ name: 'echo', description: 'Echoes', inputSchema: { type: 'object', properties: {} } }],
  call: () => Promise.resolve({ status: 'done', result: 'Echo: hi' }),
};

const MARKETING = { id: 'marketing', name: 'Marketing' };

function setUp(connectors: Partial<ConnectorRuns>, team: { id: string; name: string } | null = MARKETING) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const steps: ToolStep[] = [];
  const runs: ConnectorRuns = {
    forRun: () => Promise.resolve([echo]),
    limits: { timeoutMs: 1000, maxResultBytes: 1000 },
    audit: () => Promise.resolve(),
    ...connectors,
  };
  const turn = turnConnectors(runs, {
    user,
    chatId: 'chat-1',
    team,
    customer: null,
    citations: createCitations(),
    onTool: (step) => steps.push(step),
    log,
  });
  return { turn, log, steps };
}

describe('turnConnectors', () => {
  it('offers nothing without a team, and reads nothing either', async () => {
    const forRun = vi.fn(() => Promise.resolve([echo]));
    const { turn } = setUp({ forRun }, null);
    expect(Object.keys((await turn).tools)).toEqual([]);
    expect(forRun).not.toHaveBeenCalled();
  });

  it('goes on without connectors when they cannot be read', async () => {
    const { turn, log } = setUp({ forRun: () => Promise.reject(new Error('database gone')) });
    expect(Object.keys((await turn).tools)).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ chatId: 'chat-1' }), expect.any(String));
  });

  it("reports a connector's steps itself, audits each call and logs an audit that failed", async () => {
    const audit = vi.fn(() => Promise.reject(new Error('audit log full')));
    const { turn, log, steps } = setUp({ audit });
    const connectors = await turn;
    expect(connectors.ownsStep({ name: 'everything__echo', state: 'call' })).toBe(true);
    expect(connectors.ownsStep({ name: 'load_customer_data', state: 'call' })).toBe(false);
    await connectors.tools.everything__echo?.execute?.({}, { toolCallId: 'call-1', messages: [] });
    expect(steps.map((s) => s.status)).toEqual(['running', 'done']);
    expect(connectors.ownsStep(steps[0] as ToolStep)).toBe(false);
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ user, chatId: 'chat-1', team: MARKETING, customer: null }),
    );
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
  });
});
