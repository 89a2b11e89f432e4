import type { InjectOptions } from 'fastify';
import {
  hostileBodies,
  hostileQueryValues,
  hostileSegments,
  hostileStrings,
  huge,
  wrongTypes,
  type HostileBody,
} from './hostile-values';

/**
 * Hostile variants of every operation of the server's OpenAPI document, for the fuzz test. Each
 * variant breaks one thing (a path segment, a query parameter, one body field, the body as a whole)
 * and keeps the rest well-formed, so the refusal has to come from the part that was broken.
 */

type JsonSchema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  /** The path as the document writes it: `/api/users/{userId}/files/{fileId}/{name}?`. */
  template: string;
  pathParams: string[];
  query: OpenApiParameter[];
  body: JsonSchema | undefined;
};

export type HostileRequest = { label: string; request: InjectOptions };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pathParams: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
      })),
  );
}

/** Free text a database must keep as sent: accents, CJK, an emoji with a skin tone, right-to-left. */
const UNICODE_TEXT = 'Señal 北京 👍🏽 עברית';

/**
 * A value the schema accepts: with every property, the base each single-field variant starts from;
 * `minimal`, with the required ones only, a call that should simply work.
 */
export function sampleOf(schema: JsonSchema, options: { minimal?: boolean } = {}): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum !== undefined) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => options.minimal !== true || (schema.required ?? []).includes(name))
          .map(([name, property]) => [name, sampleOf(property, options)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz.sample@brief.test';
      // Matches the app-name and team-id patterns.
      if (schema.pattern !== undefined) return 'fuzz-sample-1';
      return UNICODE_TEXT;
    default:
      return null;
  }
}

/** Every value position of a body schema (array items as index 0): a property path and its schema. */
function fieldsOf(
  schema: JsonSchema,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: JsonSchema }[] {
  const children =
    schema.type === 'object'
      ? Object.entries(schema.properties ?? {}).map(([name, property]) => ({
          at: [...at, name],
          schema: property,
        }))
      : schema.type === 'array' && schema.items !== undefined
        ? [{ at: [...at, 0], schema: schema.items }]
        : [];
  return children.flatMap((child) => [child, ...fieldsOf(child.schema, child.at)]);
}

function withValue(base: unknown, at: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(base);
  let target = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = at.at(-1);
  if (last !== undefined) target[last] = value;
  return copy;
}

export type Identity = {
  name: string;
  headers: Record<string, string>;
  /** The value of each path parameter that names something this identity may reach. */
  own: Record<string, string>;
  /** The same, of something that belongs to someone else. */
  other: Record<string, string>;
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}\??/g, (_, name: string) => values[name] ?? 'fuzz');

/**
 * The hostile requests of one operation for one caller. `full: false` sends only a sample of them:
 * enough to show the caller is refused before anything is read.
 */
export function hostileRequests(
  operation: Operation,
  identity: Identity,
  options: { random: () => number; full: boolean },
): HostileRequest[] {
  const { method, template } = operation;
  const base = { method, headers: identity.headers } as const;
  const url = fill(template, identity.own);
  const sample = operation.body === undefined ? undefined : sampleOf(operation.body);
  const requiredQuery = operation.query
    .filter((parameter) => parameter.required === true)
    .map((parameter) => `${parameter.name}=${String(sampleOf(parameter.schema))}`)
    .join('&');
  const withQuery = (path: string, query = requiredQuery) => (query === '' ? path : `${path}?${query}`);
  const jsonBody = sample === undefined ? {} : { payload: sample as object };
  const requests: HostileRequest[] = [];
  const add = (label: string, request: InjectOptions) =>
    requests.push({ label: `${method} ${template} as ${identity.name}: ${label}`, request });

  for (const param of operation.pathParams) {
    for (const segment of hostileSegments(options.random)) {
      const path = fill(template, { ...identity.own, [param]: `\u0001${param}` }).replace(
        `\u0001${param}`,
        segment.raw,
      );
      add(`path ${param} ${segment.name}`, { ...base, url: withQuery(path), ...jsonBody });
    }
    if (identity.other[param] !== undefined) {
      const path = fill(template, { ...identity.own, [param]: identity.other[param] });
      add(`path ${param} of someone else`, { ...base, url: withQuery(path), ...jsonBody });
    }
  }
  const bodies = hostileBodies(sample, { sessionId: identity.own.chatId ?? 'fuzz' });
  const addBody = (body: HostileBody) =>
    add(`body ${body.name}`, {
      ...base,
      url: withQuery(url),
      headers: { ...base.headers, ...body.headers },
      payload: body.payload,
    });
  if (!options.full) {
    bodies.slice(0, 8).forEach(addBody);
    return requests;
  }

  for (const parameter of operation.query) {
    const others = operation.query
      .filter((other) => other.required === true && other.name !== parameter.name)
      .map((other) => `${other.name}=${String(sampleOf(other.schema))}`);
    for (const value of hostileQueryValues(parameter.name)) {
      add(`query ${parameter.name} ${value.name}`, {
        ...base,
        url: withQuery(url, [...others, value.raw].join('&')),
        ...jsonBody,
      });
    }
  }
  add('unknown query parameters', { ...base, url: withQuery(url, `${requiredQuery}&fuzz=%00&__proto__=1`) });

  if (operation.body !== undefined) {
    for (const field of fieldsOf(operation.body)) {
      const name = field.at.join('.');
      const values = field.schema.type === 'string' ? hostileStrings : [];
      for (const value of [...values, ...wrongTypes(field.schema.type)]) {
        add(`body ${name} ${value.name}`, {
          ...base,
          url: withQuery(url),
          payload: withValue(sample, field.at, value.value) as object,
        });
      }
    }
  }
  if (method === 'GET' || method === 'DELETE') {
    add('JSON body on a call without one', {
      ...base,
      url: withQuery(url),
      headers: { ...base.headers, 'content-type': 'application/json' },
      payload: '{"fuzz":"\\u0000"}',
    });
  }
  if (method !== 'GET') bodies.forEach(addBody);
  if (operation.body !== undefined) {
    add('minimal valid body', {
      ...base,
      url: withQuery(url),
      payload: sampleOf(operation.body, { minimal: true }) as object,
    });
  }
  add('HEAD', { ...base, method: 'HEAD', url: withQuery(url) });
  add('OPTIONS', { ...base, method: 'OPTIONS', url: withQuery(url) });
  add('wrong method', { ...base, method: method === 'PUT' ? 'PATCH' : 'PUT', url: withQuery(url) });
  return requests;
}

/** Requests outside the documented operations: unknown paths, odd URLs, odd headers. */
export function strayRequests(identity: Identity): HostileRequest[] {
  const headers = identity.headers;
  const login = (label: string, extra: Record<string, string>): HostileRequest => ({
    label: `POST /api/login as ${identity.name}: ${label}`,
    request: {
      method: 'POST',
      url: '/api/login',
      headers: { ...headers, ...extra },
      payload: { email: 'nobody@brief.test', password: 'wrong-password' },
    },
  });
  const stray = (method: InjectOptions['method'], url: string, extra: Record<string, string> = {}) => ({
    label: `${String(method)} ${url.slice(0, 80)} as ${identity.name}`,
    request: { method, url, headers: { ...headers, ...extra } },
  });
  return [
    stray('GET', '/api'),
    stray('GET', '/api/'),
    stray('GET', '/api/no-such-call'),
    stray('POST', '/api/no-such-call%00'),
    stray('GET', '/api/%FF'),
    stray('GET', '/api/users/../../etc/passwd'),
    stray('GET', '/api/users/%2e%2e/%2e%2e/etc/passwd'),
    stray('GET', '//api//users'),
    stray('GET', `/api/${huge(100_000)}`),
    stray('GET', `/api/config?${Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&')}`),
    stray('GET', '/api/config?%FF=%FF&__proto__[x]=1'),
    stray('HEAD', '/api/no-such-call'),
    stray('OPTIONS', '/api/login', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    }),
    stray('TRACE', '/api/config'),
    stray('PROPFIND', '/api/config'),
    stray('GET', '/api/config', { authorization: 'Bearer \u0000' }),
    stray('GET', '/api/users/x/chats', { authorization: `Bearer ${huge(10_000)}` }),
    stray('GET', '/api/users/x/chats', { authorization: 'Bearer a.b.c' }),
    stray('GET', '/api/users/x/chats', { authorization: 'Basic Zm9vOmJhcg==' }),
    stray('GET', '/api/config', { accept: 'text/html' }),
    login('x-forwarded-for not an address', { 'x-forwarded-for': 'not-an-address, <script>' }),
    login('x-forwarded-for of 10,000 characters', { 'x-forwarded-for': huge(10_000) }),
    login('x-forwarded-for with Latin-1 bytes', { 'x-forwarded-for': '\u00ff\u00fe, 10.0.0.1' }),
    login('x-forwarded-for with NUL', { 'x-forwarded-for': '1.2.3.4\u0000' }),
    login('x-request-id sent by the caller', { 'x-request-id': '\u0000<script>' }),
  ];
}
