/**
 * The hostile values the fuzz test puts into requests: path segments, query values, field values of
 * each kind and whole bodies, each one a way requests have hurt servers before.
 */

/** A small seeded PRNG (mulberry32): the same seed sends the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const huge = (length: number) => 'x'.repeat(length);

/** Percent-encoded path segments (inserted raw into the URL) that have hurt servers before. */
export function hostileSegments(random: () => number): { name: string; raw: string }[] {
  const byte = () =>
    `%${Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0')}`;
  const junk = Array.from({ length: 24 }, byte).join('');
  return [
    { name: 'NUL', raw: '%00' },
    { name: 'NUL inside', raw: 'fuzz%00id' },
    { name: 'lone surrogate', raw: '%ED%A0%80' },
    { name: 'bad escape', raw: '%FF' },
    { name: 'cut escape', raw: 'fuzz%E2%82' },
    { name: 'random bytes', raw: junk },
    { name: '10,000 characters', raw: huge(10_000) },
    { name: 'over-long id', raw: huge(101) },
    { name: 'dot segments', raw: '..%2F..%2Fetc%2Fpasswd' },
    { name: 'raw dot segments', raw: '../../etc/passwd' },
    { name: 'number', raw: '12345' },
    { name: 'negative number', raw: '-1' },
    { name: 'proto', raw: '__proto__' },
    { name: 'control characters', raw: '%01%1B%7F' },
    { name: 'empty', raw: '' },
  ];
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

export function hostileQueryValues(name: string): { name: string; raw: string }[] {
  return [
    { name: 'NUL', raw: `${name}=%00` },
    { name: 'NUL inside', raw: `${name}=fuzz%00q` },
    { name: 'lone surrogate', raw: `${name}=%ED%A0%80` },
    { name: 'bad escape', raw: `${name}=%FF` },
    { name: '10,000 characters', raw: `${name}=${huge(10_000)}` },
    { name: 'duplicate', raw: `${name}=a&${name}=b` },
    { name: 'array syntax', raw: `${name}[]=a&${name}[]=b` },
    { name: 'proto key', raw: `${name}[__proto__]=x&__proto__=y` },
    { name: 'empty', raw: `${name}=` },
    { name: 'no value', raw: name },
    { name: 'negative number', raw: `${name}=-1` },
    { name: 'huge number', raw: `${name}=1e309` },
    { name: 'not a number', raw: `${name}=NaN` },
    { name: 'list cursor with NUL', raw: `${name}=${base64url('["\\u0000","\\u0000"]')}` },
    { name: 'chat cursor with NUL', raw: `${name}=${base64url('{"time":"\\u0000","id":"\\u0000"}')}` },
  ];
}

/** Values of every other type than `type` (a JSON schema type), for one field. */
export function wrongTypes(type: string | undefined): { name: string; value: unknown }[] {
  const values: { name: string; value: unknown }[] = [
    { name: 'object', value: { nested: 'fuzz' } },
    { name: 'null', value: null },
  ];
  if (type !== 'string') values.push({ name: 'string', value: 'fuzz\u0000' });
  if (type !== 'integer' && type !== 'number') values.push({ name: 'number', value: 12345 });
  else values.push({ name: 'huge number', value: 1e308 }, { name: 'negative', value: -1 });
  if (type !== 'boolean') values.push({ name: 'boolean', value: true });
  if (type !== 'array') values.push({ name: 'array', value: ['fuzz'] });
  return values;
}

/** Values for one string field. */
export const hostileStrings: { name: string; value: string }[] = [
  { name: 'NUL', value: 'fuzz\u0000value' },
  { name: 'only NUL', value: '\u0000' },
  { name: 'lone high surrogate', value: 'fuzz\ud800' },
  { name: 'lone low surrogate', value: '\udc00fuzz' },
  { name: 'huge', value: huge(200_000) },
  { name: 'empty', value: '' },
];

export const MULTIPART_BOUNDARY = 'fuzzboundary';

export function multipartBody(
  boundary: string,
  parts: { name: string; value: string; fileName?: string }[],
): string {
  return (
    parts
      .map(
        (part) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.fileName === undefined
            ? '\r\n\r\n'
            : `; filename="${part.fileName}"\r\nContent-Type: text/plain\r\n\r\n`) +
          `${part.value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

export type HostileBody = { name: string; headers: Record<string, string>; payload: string | Buffer };

/** Bodies that break the body as a whole, whatever the operation expects. */
export function hostileBodies(sample: unknown, fields: { sessionId: string }): HostileBody[] {
  const json = (name: string, payload: string): HostileBody => ({
    name,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const multipart = (name: string, boundary: string | null, payload: string): HostileBody => ({
    name: `multipart ${name}`,
    headers: { 'content-type': `multipart/form-data${boundary === null ? '' : `; boundary=${boundary}`}` },
    payload,
  });
  const upload = multipartBody(MULTIPART_BOUNDARY, [
    { name: 'sessionId', value: fields.sessionId },
    { name: 'file', value: 'fuzz notes\n'.repeat(50), fileName: 'fuzz.txt' },
  ]);
  const longBoundary = huge(300);
  const sampleText = JSON.stringify(sample ?? {});
  const before = (head: string) => (sampleText === '{}' ? `{${head}}` : `{${head},${sampleText.slice(1)}`);
  return [
    json('null', 'null'),
    json('array', '[]'),
    json('string', '"fuzz"'),
    json('number', '12345'),
    json('bad JSON', '{"message":'),
    json('empty', ''),
    json('NUL', '\u0000'),
    json('__proto__ key', before('"__proto__":{"admin":true}')),
    json('constructor.prototype key', before('"constructor":{"prototype":{"admin":true}}')),
    json('deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`),
    json('deeply nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    json('over the body limit', JSON.stringify({ ...(sample as object), message: huge(1_100_000) })),
    {
      name: 'gzip content-encoding',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]),
    },
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'fuzz\u0000' },
    { name: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<fuzz/>' },
    {
      name: 'form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    },
    multipart('without boundary', null, upload),
    multipart('empty boundary', '', upload),
    multipart('wrong boundary', 'wrong', upload),
    multipart('300-character boundary', longBoundary, upload.replaceAll(MULTIPART_BOUNDARY, longBoundary)),
    multipart('cut in half', MULTIPART_BOUNDARY, upload.slice(0, upload.length / 2)),
    multipart(
      'without final boundary',
      MULTIPART_BOUNDARY,
      upload.replace(`--${MULTIPART_BOUNDARY}--\r\n`, ''),
    ),
    multipart(
      'NUL in a field',
      MULTIPART_BOUNDARY,
      multipartBody(MULTIPART_BOUNDARY, [
        { name: 'sessionId', value: 'fuzz\u0000' },
        { name: 'file', value: 'fuzz', fileName: 'fuzz.txt' },
      ]),
    ),
    multipart(
      '__proto__ field',
      MULTIPART_BOUNDARY,
      multipartBody(MULTIPART_BOUNDARY, [
        { name: '__proto__', value: 'fuzz' },
        { name: 'file', value: 'fuzz', fileName: 'fuzz.txt' },
      ]),
    ),
    multipart('empty body', MULTIPART_BOUNDARY, ''),
  ];
}
