import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const push = createSseParser((e) => events.push(e));
  for (const c of chunks) push(c);
  return events;
}

describe('createSseParser', () => {
  it('reads events split anywhere across chunks, skipping comments and retry lines', () => {
    const text = 'retry: 5000\n\nevent: naoLidas\ndata: {"naoLidas":2,"nova":false}\n\n:\n\nevent: naoLidas\r\ndata: {"naoLidas":3,"nova":true}\r\n\r\n';
    const whole = parseAll([text]);
    expect(whole).toEqual([
      { event: 'naoLidas', data: '{"naoLidas":2,"nova":false}' },
      { event: 'naoLidas', data: '{"naoLidas":3,"nova":true}' },
    ]);
    // Byte by byte gives the same events.
    expect(parseAll([...text])).toEqual(whole);
  });

  it('joins data lines and names an unnamed event "message"; an unfinished event is not emitted', () => {
    expect(parseAll(['data: a\ndata: b\n\ndata: c'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
