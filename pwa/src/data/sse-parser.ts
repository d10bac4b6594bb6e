// An incremental parser for text/event-stream (the subset the sync server sends): `event:` and `data:`
// lines, comment heartbeats starting with ':', a blank line ending each event. Chunks may split lines.
export interface ServerEvent {
  event: string;
  data: string;
}

export function createSseParser(onEvent: (event: ServerEvent) => void, onActivity?: () => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || event) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const name = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
  };

  return {
    feed(chunk: string): void {
      onActivity?.();
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
  };
}
