/**
 * What a browser does to Brief through the load balancer, with fetch: JSON calls and a streamed reply read
 * event by event. Every answer's status is kept, so the test can say that nothing answered 500.
 */

export type StreamEvent = { name: string; data: string };
export type StreamResult = {
  status: number;
  /** The instance that answered (the test's load balancer names it in X-Brief-Upstream). */
  upstream: string | null;
  events: StreamEvent[];
  /** The reply's words as the deltas brought them. */
  text: string;
  /** `done` or `error` when the stream said so; `cut` when the connection ended without either. */
  end: 'done' | 'error' | 'cut';
};

const REQUEST_TIMEOUT_MS = 30_000;
const STREAM_TIMEOUT_MS = 90_000;

export function briefClient(base: string) {
  const statuses: { route: string; status: number }[] = [];

  async function json<T>(method: 'GET' | 'POST', route: string, token: string | null, body?: unknown) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${base}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    statuses.push({ route, status: response.status });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** POSTs a message and reads the reply's events; `onEvent` sees each as it comes (to act mid-reply). */
  async function stream(
    route: string,
    token: string,
    body: unknown,
    onEvent: (event: StreamEvent, sofar: StreamResult) => void = () => {},
  ): Promise<StreamResult> {
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
    });
    statuses.push({ route, status: response.status });
    const result: StreamResult = {
      status: response.status,
      upstream: response.headers.get('x-brief-upstream'),
      events: [],
      text: '',
      end: 'cut',
    };
    if (response.body === null || !response.ok) {
      result.events.push({ name: 'answer', data: await response.text() });
      return result;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffered += decoder.decode(read.value, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
          const event = parseEvent(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (event === null) continue;
          result.events.push(event);
          if (event.name === 'delta') result.text += (JSON.parse(event.data) as { text: string }).text;
          if (event.name === 'done' || event.name === 'error') result.end = event.name;
          onEvent(event, result);
        }
      }
    } catch {
      // The connection was cut (the instance writing the reply went away): `end` stays 'cut'.
    }
    return result;
  }

  return {
    json,
    stream,
    /** Every answer the client got, in order. */
    statuses: () => [...statuses],
  };
}

function parseEvent(block: string): StreamEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice('event:'.length).trim();
    else if (line.startsWith('data:')) data.push(line.slice('data:'.length).trimStart());
  }
  return data.length === 0 && name === 'message' ? null : { name, data: data.join('\n') };
}

export type BriefClient = ReturnType<typeof briefClient>;
