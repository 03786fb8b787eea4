/** One server-sent event: its `event:` name and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of the text/event-stream format (the parts the portal's stream uses:
 * `event:`, `data:`, comments, blank-line separators), fed with decoded chunks as they arrive; a
 * chunk may end anywhere, even inside a line. `retry:` and `id:` are ignored: the client keeps its
 * own back-off, and a reconnection gets the current count at once.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string): void {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const text = buffer.slice(0, end);
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      line(text);
    }
  };
}
