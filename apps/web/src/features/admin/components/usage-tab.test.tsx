import { adminPaths, type Usage } from '@brief/contract/admin-console';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageTab } from '@/features/admin/components/usage-tab';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const usage: Usage = {
  days: 30,
  since: '2026-05-01T00:00:00.000Z',
  totals: { chats: 3, messages: 12, inputTokens: null, outputTokens: null },
  users: [
    {
      userId: 'u1',
      email: 'casey@brief.test',
      name: 'Casey',
      chats: 2,
      messages: 8,
      inputTokens: 1500,
      outputTokens: null,
    },
  ],
  teams: [
    {
      teamId: 'marketing',
      name: 'Marketing',
      appName: 'marketing_agent',
      chats: 3,
      messages: 12,
      inputTokens: null,
      outputTokens: null,
    },
  ],
  daily: [
    { date: '2026-05-29', chats: 1, messages: 4, inputTokens: null, outputTokens: null },
    { date: '2026-05-30', chats: 2, messages: 8, inputTokens: 1500, outputTokens: null },
  ],
};

describe('<UsageTab>', () => {
  it("shows '—' where no provider reported tokens, and describes the chart", async () => {
    const { calls } = renderAsAdmin(<UsageTab />, {
      [`GET ${adminPaths.usage}`]: () => json(200, usage),
    });

    const perUser = await screen.findByRole('table', { name: 'Usage per user' });
    const casey = within(perUser).getByRole('row', { name: /casey@brief.test/ });
    expect(
      within(casey)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '8', '1,500', '—']);

    const perTeam = screen.getByRole('table', { name: 'Usage per team' });
    const marketing = within(perTeam).getByRole('row', { name: /Marketing/ });
    expect(
      within(marketing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '12', '—', '—']);

    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Messages per day from May 29, 2026 to May 30, 2026: 12 in all, at most 8 on one day.',
    );
    expect(calls[0]?.path).toBe(`${adminPaths.usage}?days=30`);
  });
});
