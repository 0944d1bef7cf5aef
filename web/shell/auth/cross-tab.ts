/**
 * Signals between the portal's tabs (spec: signing out signals other tabs so that all sign out;
 * activity is shared across tabs, so working in one keeps the others' sessions alive). A sign-out
 * for inactivity says so (`expired`), so that every tab tells its user why, not only the first to see it.
 * BroadcastChannel where the browser has it; otherwise a storage key whose change the other
 * tabs see through the storage event.
 */
import type { JsonStorage } from '../session/storage';

export type TabSignal = 'signout' | 'expired' | 'activity';
const SIGNALS: readonly unknown[] = ['signout', 'expired', 'activity'] satisfies TabSignal[];

export interface CrossTab {
  post(signal: TabSignal): void;
  /** The listener gets the signal and when the other tab sent it (its clock, in ms). */
  subscribe(listener: (signal: TabSignal, at: number) => void): () => void;
}

const CHANNEL = 'wareport.session';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export function createCrossTab(storage: JsonStorage, openChannel: ((name: string) => ChannelLike) | null = defaultChannel()): CrossTab {
  const channel = openChannel?.(CHANNEL) ?? null;
  const isSignal = (value: unknown): value is { signal: TabSignal; at: number } =>
    !!value && typeof value === 'object' && SIGNALS.includes((value as { signal?: unknown }).signal) && typeof (value as { at?: unknown }).at === 'number';
  return {
    post: (signal) => {
      const message = { signal, at: Date.now() };
      if (channel) channel.postMessage(message);
      else storage.write(CHANNEL, message);
    },
    subscribe: (listener) => {
      if (channel) {
        const handler = (event: { data: unknown }) => isSignal(event.data) && listener(event.data.signal, event.data.at);
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      }
      return storage.onExternalChange(CHANNEL, (value) => isSignal(value) && listener(value.signal, value.at));
    },
  };
}

function defaultChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name);
}
