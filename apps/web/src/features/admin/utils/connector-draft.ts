import {
  connectorParamNameSchema,
  type Connector,
  type ConnectorCreate,
  type ConnectorPatch,
  type ConnectorTransport,
} from '@brief/contract/connectors';

/**
 * A connector as its form holds it: plain strings, rows with stable keys. Secrets (header and
 * environment values) are never answered, so a row the server holds comes back with its name only:
 * left empty it keeps its value, typed it replaces it, removed it is deleted.
 */

export interface SecretRow {
  key: number;
  name: string;
  value: string;
  /** The server holds a value for this name (its name is then fixed: remove the row to rename it). */
  stored: boolean;
}

export interface ParamRow {
  key: number;
  name: string;
  label: string;
  description: string;
}

export interface ConnectorDraft {
  name: string;
  transport: ConnectorTransport;
  url: string;
  command: string;
  /** One argument per line. */
  args: string;
  headers: SecretRow[];
  env: SecretRow[];
  params: ParamRow[];
}

/** What is wrong with a field, by its path ("headers.2.name"), as a key of the connectors' texts. */
export type DraftProblem =
  | 'nameMissing'
  | 'urlMissing'
  | 'urlInvalid'
  | 'commandMissing'
  | 'rowNameMissing'
  | 'rowValueMissing'
  | 'repeated';
export type DraftProblems = Record<string, DraftProblem>;

let lastKey = 0;
const nextKey = (): number => ++lastKey;

export const emptySecret = (): SecretRow => ({ key: nextKey(), name: '', value: '', stored: false });
export const emptyParam = (): ParamRow => ({ key: nextKey(), name: '', label: '', description: '' });

const storedRows = (names: readonly string[]): SecretRow[] =>
  names.map((name) => ({ key: nextKey(), name, value: '', stored: true }));

export function draftOf(connector: Connector | null): ConnectorDraft {
  return {
    name: connector?.name ?? '',
    transport: connector?.transport ?? 'http',
    url: connector?.url ?? '',
    command: connector?.command ?? '',
    args: (connector?.args ?? []).join('\n'),
    headers: storedRows(connector?.headers ?? []),
    env: storedRows(connector?.env ?? []),
    params: (connector?.params ?? []).map((param) => ({
      key: nextKey(),
      name: param.name,
      label: param.label ?? '',
      description: param.description ?? '',
    })),
  };
}

const argsOf = (typed: string): string[] =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function checkRows(
  path: string,
  rows: readonly { name: string }[],
  problems: DraftProblems,
  valueMissing: (index: number) => boolean,
  nameValid: (name: string) => boolean = () => true,
): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    // Header names are the same in any case; parameter and variable names are not.
    const same = path === 'headers' ? name.toLowerCase() : name;
    if (name === '' || !nameValid(name)) problems[`${path}.${index}.name`] = 'rowNameMissing';
    else if (seen.has(same)) problems[`${path}.${index}.name`] = 'repeated';
    else if (valueMissing(index)) problems[`${path}.${index}.value`] = 'rowValueMissing';
    seen.add(same);
  });
}

/** The draft's problems, before anything is sent; none when it can be saved. */
export function draftProblems(draft: ConnectorDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.name.trim() === '') problems.name = 'nameMissing';
  if (draft.transport === 'http') {
    const url = draft.url.trim();
    if (url === '') problems.url = 'urlMissing';
    else if (!/^https?:\/\/[^\s/]+/i.test(url)) problems.url = 'urlInvalid';
  } else if (draft.command.trim() === '') problems.command = 'commandMissing';
  const secrets = draft.transport === 'http' ? 'headers' : 'env';
  const rows = draft[secrets];
  checkRows(secrets, rows, problems, (index) => {
    const row = rows[index];
    return row !== undefined && !row.stored && row.value === '';
  });
  checkRows(
    'params',
    draft.params,
    problems,
    () => false,
    (name) => connectorParamNameSchema.safeParse(name).success,
  );
  return problems;
}

const paramsOf = (draft: ConnectorDraft) =>
  draft.params.map((row) => ({
    name: row.name.trim(),
    ...(row.label.trim() === '' ? {} : { label: row.label.trim() }),
    ...(row.description.trim() === '' ? {} : { description: row.description.trim() }),
  }));

const secretsOf = (rows: readonly SecretRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.name.trim(), row.value]));

/** POST's body for a new connector (check `draftProblems` first). */
export function createRequestOf(draft: ConnectorDraft): ConnectorCreate {
  const common = { name: draft.name.trim(), params: paramsOf(draft) };
  return draft.transport === 'http'
    ? { ...common, transport: 'http', url: draft.url.trim(), headers: secretsOf(draft.headers) }
    : {
        ...common,
        transport: 'stdio',
        command: draft.command.trim(),
        args: argsOf(draft.args),
        env: secretsOf(draft.env),
      };
}

/**
 * PATCH's body for a change: every field but the secrets as the form has them; of the secrets, the
 * values typed, and null for a name the server holds that the form no longer lists.
 */
export function patchRequestOf(draft: ConnectorDraft, connector: Connector): ConnectorPatch {
  const secretChanges = (rows: readonly SecretRow[], stored: readonly string[]) => {
    const kept = new Set(rows.map((row) => row.name.trim()));
    return {
      ...Object.fromEntries(stored.filter((name) => !kept.has(name)).map((name) => [name, null])),
      ...Object.fromEntries(
        rows.filter((row) => row.value !== '').map((row) => [row.name.trim(), row.value]),
      ),
    };
  };
  const common = { name: draft.name.trim(), params: paramsOf(draft) };
  return connector.transport === 'http'
    ? { ...common, url: draft.url.trim(), headers: secretChanges(draft.headers, connector.headers) }
    : {
        ...common,
        command: draft.command.trim(),
        args: argsOf(draft.args),
        env: secretChanges(draft.env, connector.env),
      };
}
