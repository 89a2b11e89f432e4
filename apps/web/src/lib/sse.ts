/** One server-sent event: its name (`message` when the stream gave none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental reader of a `text/event-stream` body (the WHATWG format): feed it text chunks as they
 * arrive, split anywhere, and it calls `onEvent` once per complete event. Comment lines (`: keep-alive`)
 * and events without data are skipped.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing \r may be the first half of \r\n: hold it back until the next chunk says.
      const heldReturn = buffer.endsWith('\r');
      const lines = (heldReturn ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece is a line still being written.
      buffer = (lines.pop() ?? '') + (heldReturn ? '\r' : '');
      for (const line of lines) readLine(line);
    },
    /** The stream ended: a last event not followed by a blank line still counts. */
    end() {
      if (buffer !== '') readLine(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
