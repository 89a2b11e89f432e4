import type { Connector } from '@brief/contract/connectors';
import { describe, expect, it } from 'vitest';
import {
  createRequestOf,
  draftOf,
  draftProblems,
  emptyParam,
  emptySecret,
  patchRequestOf,
} from '@/features/admin/utils/connector-draft';

const ga4: Connector = {
  id: 'k-1',
  name: 'GA4',
  transport: 'http',
  url: 'https://ga4.example.com/mcp',
  headers: ['Authorization', 'X-Goog-User-Project'],
  env: [],
  params: [{ name: 'propertyId', label: 'GA4 property' }],
  enabled: true,
  teams: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('a connector draft', () => {
  it('registers an http connector with its headers and declared settings, trimmed', () => {
    const draft = {
      ...draftOf(null),
      name: ' GA4 ',
      url: ' http://127.0.0.1:4100/mcp ',
      headers: [{ ...emptySecret(), name: 'Authorization', value: 'Bearer s3cret' }],
      params: [{ ...emptyParam(), name: 'propertyId', label: 'GA4 property ' }],
    };
    expect(draftProblems(draft)).toEqual({});
    expect(createRequestOf(draft)).toEqual({
      name: 'GA4',
      transport: 'http',
      url: 'http://127.0.0.1:4100/mcp',
      headers: { Authorization: 'Bearer s3cret' },
      params: [{ name: 'propertyId', label: 'GA4 property' }],
    });
  });

  it('registers a command with one argument per line and its environment', () => {
    const draft = {
      ...draftOf(null),
      name: 'Everything',
      transport: 'stdio' as const,
      command: 'npx',
      args: '@modelcontextprotocol/server-everything\n\n stdio ',
      env: [{ ...emptySecret(), name: 'API_KEY', value: 'k' }],
    };
    expect(draftProblems(draft)).toEqual({});
    expect(createRequestOf(draft)).toEqual({
      name: 'Everything',
      transport: 'stdio',
      command: 'npx',
      args: ['@modelcontextprotocol/server-everything', 'stdio'],
      env: { API_KEY: 'k' },
      params: [],
    });
  });

  it('says what to fix: a name, a whole URL, a row without a name or value, a repeat', () => {
    const draft = {
      ...draftOf(null),
      url: 'ga4.example.com',
      headers: [
        { ...emptySecret(), name: 'Authorization', value: 'a' },
        { ...emptySecret(), name: 'authorization', value: 'b' },
        { ...emptySecret(), name: 'X-Key', value: '' },
        { ...emptySecret(), name: '', value: 'c' },
      ],
      params: [{ ...emptyParam(), name: 'property id' }],
    };
    expect(draftProblems(draft)).toEqual({
      name: 'nameMissing',
      url: 'urlInvalid',
      'headers.1.name': 'repeated',
      'headers.2.value': 'rowValueMissing',
      'headers.3.name': 'rowNameMissing',
      'params.0.name': 'rowNameMissing',
    });
    expect(draftProblems({ ...draftOf(null), name: 'x', transport: 'stdio' })).toEqual({
      command: 'commandMissing',
    });
  });

  it('edits without the secrets: a stored header left empty is kept, typed replaced, removed deleted', () => {
    const draft = draftOf(ga4);
    expect(draft.headers.map((row) => [row.name, row.value, row.stored])).toEqual([
      ['Authorization', '', true],
      ['X-Goog-User-Project', '', true],
    ]);
    expect(draftProblems(draft)).toEqual({});
    const [authorization] = draft.headers;
    const changed = {
      ...draft,
      headers: [
        { ...authorization!, value: 'Bearer new' },
        { ...emptySecret(), name: 'X-Trace', value: 'on' },
      ],
    };
    expect(patchRequestOf(changed, ga4)).toEqual({
      name: 'GA4',
      url: 'https://ga4.example.com/mcp',
      params: [{ name: 'propertyId', label: 'GA4 property' }],
      headers: { 'X-Goog-User-Project': null, Authorization: 'Bearer new', 'X-Trace': 'on' },
    });
    expect(patchRequestOf(draft, ga4).headers).toEqual({});
  });
});
