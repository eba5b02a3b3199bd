// Sends a message to POST /v1/conversations/messages/stream and reads its Server-Sent Events as they arrive:
// one `node` event per finished graph node, then `turn` (or `error`).
import { ApiError, authHeaders, errorFrom } from './api-client';
import type { NodeEvent, Turn } from './api-types';

export interface StreamHandlers { onNode(event: NodeEvent): void }

interface SseEvent { event: string; data: string }

/** Splits complete `\n\n`-terminated blocks off the buffer; returns the events and the unfinished rest. */
export function takeEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.filter((b) => b.trim() !== '').map((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return { event, data: data.join('\n') };
  });
  return { events, rest };
}

export async function streamMessage(key: string, body: { text: string; thread_id?: string; customer_id?: string }, handlers: StreamHandlers): Promise<Turn> {
  const response = await fetch('/v1/conversations/messages/stream', { method: 'POST', headers: authHeaders(key, true), body: JSON.stringify(body) });
  if (!response.ok) throw await errorFrom(response);
  if (!response.body) throw new ApiError(0, 'NO_STREAM', 'the browser gave no response stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const { events, rest } = takeEvents(done ? `${buffer}\n\n` : buffer);
    buffer = rest;
    for (const e of events) {
      const data = JSON.parse(e.data) as unknown;
      if (e.event === 'node') handlers.onNode(data as NodeEvent);
      else if (e.event === 'turn') return data as Turn;
      else if (e.event === 'error') {
        const err = data as { status: number; error: { code: string; message: string; field?: string; hint?: string } };
        throw new ApiError(err.status, err.error.code, err.error.message, err.error.field, err.error.hint);
      }
    }
    if (done) throw new ApiError(0, 'STREAM_ENDED', 'the server closed the stream before the turn finished; send the message again to finish it');
  }
}
