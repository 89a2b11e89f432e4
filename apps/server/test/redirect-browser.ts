/**
 * A small cookie-keeping "browser" for sign-in tests: it follows redirects by hand (app → provider → its
 * sign-in form → provider → app callback) and stops when the app sends it to one of its own pages.
 * Cookies are kept per path (every server is 127.0.0.1, and cookies ignore ports).
 */

export type Step = {
  status: number;
  body: string;
  /** The app's answer when it sent the browser to one of its pages (/login…, /auth/callback…). */
  location: string | undefined;
  /** The next URL, when the walk stopped before requesting it. */
  next: URL | undefined;
  headers: Headers;
};

let clientCounter = 0;

export class RedirectBrowser {
  /** Every browser has its own address, so the per-client sign-in limit stays per test. */
  readonly clientAddress = `10.88.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`;
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly publicUrl: string) {}

  async go(
    start: string | URL,
    options: { form?: Record<string, string>; stopBefore?: (url: URL) => boolean } = {},
  ): Promise<Step> {
    let url = new URL(start);
    let form = options.form;
    for (let hop = 0; hop < 20; hop += 1) {
      if (options.stopBefore?.(url) === true) {
        return { status: 0, body: '', location: undefined, next: url, headers: new Headers() };
      }
      const response = await this.request(url, form);
      form = undefined;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        return {
          status: response.status,
          body: await response.text(),
          location: undefined,
          next: undefined,
          headers: response.headers,
        };
      }
      const target = new URL(location, url);
      if (target.origin === this.publicUrl && !target.pathname.startsWith('/api/')) {
        return { status: response.status, body: '', location, next: undefined, headers: response.headers };
      }
      url = target;
    }
    throw new Error('too many redirects');
  }

  private async request(url: URL, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies.entries()]
      .filter(([, entry]) => url.pathname.startsWith(entry.path))
      .map(([name, entry]) => `${name}=${entry.value}`)
      .join('; ');
    const headers: Record<string, string> = {};
    if (cookie !== '') headers.cookie = cookie;
    if (url.origin === this.publicUrl) headers['x-forwarded-for'] = this.clientAddress;
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      headers,
      body: form === undefined ? undefined : new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const gone =
      value === '' ||
      attribute('max-age') === '0' ||
      (expires !== undefined && Date.parse(expires) < Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }
}
