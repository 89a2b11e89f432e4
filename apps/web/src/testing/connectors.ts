import type { Connector } from '@brief/contract/connectors';

/** A connector as GET /api/admin/connectors answers it: GA4 over https, and whatever the test says. */
export function adminConnector(overrides: Partial<Connector> = {}): Connector {
  return {
    id: 'k-ga4',
    name: 'GA4',
    transport: 'http',
    url: 'https://ga4.example.com/mcp',
    headers: ['Authorization'],
    env: [],
    params: [{ name: 'propertyId', label: 'GA4 property', description: 'properties/123…' }],
    enabled: true,
    teams: [],
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}
