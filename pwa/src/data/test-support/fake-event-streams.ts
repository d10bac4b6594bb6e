// The server side of GET /api/sync/events for unit tests: each open stream starts with `ready`, poke()
// sends a poke to every open one, and an aborted request closes its stream.
const encoder = new TextEncoder();

export class FakeEventStreams {
  private readonly streams = new Set<ReadableStreamDefaultController<Uint8Array>>();

  get listeners(): number {
    return this.streams.size;
  }

  poke(): void {
    const bytes = encoder.encode('event: poke\ndata: {"scope":"user","seq":1}\n\n');
    for (const stream of this.streams) stream.enqueue(bytes);
  }

  open(signal: AbortSignal | null | undefined): Response {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
        this.streams.add(c);
        c.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
      },
    });
    signal?.addEventListener('abort', () => {
      if (!controller) return;
      this.streams.delete(controller);
      controller.error(new DOMException('aborted', 'AbortError'));
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }
}
