import type {
  Connector,
  ConnectorParam,
  connectorCreateSchema,
  connectorPatchSchema,
} from '@brief/contract/connectors';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';
import type { ConnectorRecord, ConnectorValues } from './connector-repo';

/** Pure decisions about what an admin sends: the stored values, what changed, what is answered. */

type Create = z.output<typeof connectorCreateSchema>;
type Patch = z.output<typeof connectorPatchSchema>;
type Seal = (value: string) => string;

/** A parameter declared twice keeps its first declaration. */
export function uniqueParams(params: readonly ConnectorParam[]): ConnectorParam[] {
  const seen = new Set<string>();
  return params.filter((param) => !seen.has(param.name) && seen.add(param.name));
}

const sealAll = (values: Record<string, string>, seal: Seal) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, seal(value)]));

/** Whether the body carries a secret value to store (a header or environment value). */
export const carriesSecrets = (body: { headers?: object | undefined; env?: object | undefined }) =>
  Object.values({ ...body.headers, ...body.env }).some((value) => value !== null);

export function createdValues(body: Create, seal: Seal, at: string): ConnectorValues {
  const common = {
    name: body.name,
    params: uniqueParams(body.params ?? []),
    enabled: body.enabled ?? true,
    updatedAt: at,
  };
  return body.transport === 'http'
    ? {
        ...common,
        transport: 'http',
        url: body.url,
        command: null,
        args: [],
        headers: sealAll(body.headers ?? {}, seal),
        env: {},
      }
    : {
        ...common,
        transport: 'stdio',
        url: null,
        command: body.command,
        args: body.args ?? [],
        headers: {},
        env: sealAll(body.env ?? {}, seal),
      };
}

/** A name → value-or-null change applied to sealed values: a value replaces, null removes. */
function merged(current: Record<string, string>, change: Record<string, string | null>, seal: Seal) {
  const next = { ...current };
  for (const [name, value] of Object.entries(change)) {
    if (value === null) delete next[name];
    else next[name] = seal(value);
  }
  return next;
}

const wrongTransport = (field: string, transport: string) =>
  badRequest(`${field} does not apply to a ${transport} connector`, {
    reason: 'invalid',
    field: `body.${field}`,
  });

export function patchedValues(
  current: ConnectorRecord,
  body: Patch,
  seal: Seal,
  at: string,
): ConnectorValues {
  const http = current.transport === 'http';
  if (http && (body.command !== undefined || body.args !== undefined || body.env !== undefined))
    throw wrongTransport(
      body.env !== undefined ? 'env' : body.command !== undefined ? 'command' : 'args',
      'http',
    );
  if (!http && (body.url !== undefined || body.headers !== undefined))
    throw wrongTransport(body.url !== undefined ? 'url' : 'headers', 'stdio');
  return {
    name: body.name ?? current.name,
    transport: current.transport,
    url: body.url ?? current.url,
    command: body.command ?? current.command,
    args: body.args ?? current.args,
    headers: merged(current.headers, body.headers ?? {}, seal),
    env: merged(current.env, body.env ?? {}, seal),
    params: body.params === undefined ? current.params : uniqueParams(body.params),
    enabled: body.enabled ?? current.enabled,
    updatedAt: at,
  };
}

/** An audit detail of a change: `{field: {from, to}}`, secrets by the names set and removed only. */
export function changeDetail(before: ConnectorRecord, after: ConnectorValues): Record<string, unknown> {
  const detail: Record<string, unknown> = { name: after.name };
  for (const field of ['name', 'url', 'command', 'enabled'] as const)
    if (before[field] !== after[field]) detail[field] = { from: before[field], to: after[field] };
  for (const field of ['args', 'params'] as const)
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      detail[field] = { from: before[field], to: after[field] };
  for (const field of ['headers', 'env'] as const) {
    const changed = Object.keys(after[field]).filter((name) => before[field][name] !== after[field][name]);
    const removed = Object.keys(before[field]).filter((name) => !(name in after[field]));
    if (changed.length > 0 || removed.length > 0) detail[field] = { set: changed, removed };
  }
  return detail;
}

/** The connector as the API answers it: the names of the secrets set, never their values. */
export function connectorView(
  record: ConnectorRecord,
  teams: { teamId: string; tools: string[] }[],
): Connector {
  return {
    id: record.id,
    name: record.name,
    transport: record.transport,
    ...(record.url === null ? {} : { url: record.url }),
    ...(record.command === null ? {} : { command: record.command, args: record.args }),
    headers: Object.keys(record.headers).sort(),
    env: Object.keys(record.env).sort(),
    params: record.params,
    enabled: record.enabled,
    teams,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * A customer's values to save: only declared parameters (422 naming the others); an empty value is
 * left out (unset).
 */
export function customerValues(
  declared: readonly ConnectorParam[],
  params: Record<string, string>,
): Record<string, string> {
  const names = new Set(declared.map((param) => param.name));
  const unknown = Object.keys(params).filter((name) => !names.has(name));
  if (unknown.length > 0)
    throw new AppError('unprocessable', `The connector declares no parameter ${unknown.join(', ')}`, {
      detail: {
        reason: 'connector_unknown_param',
        field: 'body.params',
        values: { params: unknown.join(', ') },
      },
    });
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}
