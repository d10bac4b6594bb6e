// Tabs of one user talk over a BroadcastChannel: the leader tells the others its sync status (only it
// syncs), a tab that opens asks for the current one, and a follower's "retry" asks the leader to sync now.
import type { EngineStatus } from '../../data/sync-engine.ts';

type Message = { type: 'status'; status: EngineStatus } | { type: 'sync' } | { type: 'ask' };

export interface StatusChannel {
  post(message: Message): void;
  close(): void;
}

export function openStatusChannel(userId: string, onMessage: (message: Message) => void): StatusChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(`travel-blog-sync-${userId}`);
  channel.onmessage = (event: MessageEvent<Message>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
