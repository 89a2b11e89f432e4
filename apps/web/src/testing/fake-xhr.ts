type Handler = (() => void) | null;
type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * A stand-in for XMLHttpRequest (jsdom's cannot report upload progress): records each request and
 * lets the test report progress and answer. Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  onloadend: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }

  /** `loaded` of `total` bytes of the body have gone out. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(
      ([key]) => key.toLowerCase() === name.toLowerCase(),
    );
    return found?.[1] ?? null;
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }

  fail(): void {
    this.onerror?.();
    this.onloadend?.();
  }

  static last(): FakeXhr {
    const request = FakeXhr.sent.at(-1);
    if (!request) throw new Error('No request was sent');
    return request;
  }

  static reset(): void {
    FakeXhr.sent = [];
  }
}
