/**
 * Signals between the portal's tabs (spec: signing out signals other tabs so that all sign out).
 * BroadcastChannel where the browser has it; otherwise a storage key whose change the other
 * tabs see through the storage event.
 */
import type { JsonStorage } from '../session/storage';

export type TabSignal = 'signout';

export interface CrossTab {
  post(signal: TabSignal): void;
  subscribe(listener: (signal: TabSignal) => void): () => void;
}

const CHANNEL = 'wareport.session';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export function createCrossTab(storage: JsonStorage, openChannel: ((name: string) => ChannelLike) | null = defaultChannel()): CrossTab {
  const channel = openChannel?.(CHANNEL) ?? null;
  const isSignal = (value: unknown): value is { signal: TabSignal } =>
    !!value && typeof value === 'object' && (value as { signal?: unknown }).signal === 'signout';
  return {
    post: (signal) => {
      const message = { signal, at: Date.now() };
      if (channel) channel.postMessage(message);
      else storage.write(CHANNEL, message);
    },
    subscribe: (listener) => {
      if (channel) {
        const handler = (event: { data: unknown }) => isSignal(event.data) && listener(event.data.signal);
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      }
      return storage.onExternalChange(CHANNEL, (value) => isSignal(value) && listener(value.signal));
    },
  };
}

function defaultChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name);
}
