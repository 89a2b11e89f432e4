import type { Attributes } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { loggableUrl } from '../logging';

/**
 * What a span may not carry out of the server, whichever instrumentation wrote it: an e-mail address (an
 * admin creating a user puts one in the URL: `/api/users/{email}/register`) and a URL's query values
 * (an event stream's ticket, a sign-in callback's code), kept by name only as the logs keep them.
 */

/** An address as it appears in a URL (`%40` for the at sign) or in text. */
const EMAIL = /[^\s/?#&=:;,"'<>]+(?:@|%40)[^\s/?#&=:;,"'<>]+/gi;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, '{email}');
}

/** Attributes holding a URL or its path with the query (old and new semantic conventions). */
const URL_ATTRIBUTES = new Set(['url.full', 'url.path', 'http.target', 'http.url']);

export function redactAttribute(key: string, value: string): string {
  const withoutValues =
    key === 'url.query'
      ? loggableUrl(`?${value}`).slice(1)
      : URL_ATTRIBUTES.has(key)
        ? loggableUrl(value)
        : value;
  return redactEmails(withoutValues);
}

function redactAttributes(attributes: Attributes): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') attributes[key] = redactAttribute(key, value);
    else if (Array.isArray(value))
      attributes[key] = value.map((item: unknown) =>
        typeof item === 'string' ? redactEmails(item) : item,
      ) as string[] | number[];
  }
}

/** Redacts each ending span in place, before the processors after it (the exporting one) see it. */
export class SpanRedaction implements SpanProcessor {
  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    const name = redactEmails(span.name);
    if (name !== span.name) Object.assign(span, { name });
    redactAttributes(span.attributes);
    for (const event of span.events) if (event.attributes !== undefined) redactAttributes(event.attributes);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
