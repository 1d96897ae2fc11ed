/** One Server-Sent Events message (WHATWG "event stream" format). */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Incremental event-stream parser: feed it text as it arrives (chunks may split lines anywhere) and get the
 * complete messages. Comments (": keep-alive") are skipped; `retry:` is kept for the reconnect delay.
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  /** The server's suggested reconnect delay, in ms. */
  retryMs: number | null = null;

  feed(text: string): SseMessage[] {
    this.buffer += text;
    const messages: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\n|\r/.exec(this.buffer);
      // A lone "\r" at the end may be the first half of "\r\n": wait for more text.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') {
      const message = this.dataLines.length > 0 ? { event: this.eventName || 'message', data: this.dataLines.join('\n') } : null;
      this.eventName = '';
      this.dataLines = [];
      return message;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}
