/**
 * The one module that touches localStorage. Everything the portal keeps on the device goes
 * through here: the session scope, the auth tokens and react-admin's own store (language, list
 * preferences, sidebar state). When localStorage is unavailable (private mode, tests) an
 * in-memory map stands in, so nothing else has to care.
 */
import type { Store } from 'react-admin';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const STORAGE_KEYS = {
  scope: 'wareport.scope',
  tokens: 'wareport.tokens',
  /** The last account each user worked in on this device: { [idUser]: { idClient, idClientAccount } }. */
  accountByUser: 'wareport.accountByUser',
  /** Prefix of react-admin's store entries. */
  raStore: 'wareport.ra.',
} as const;

/** react-admin store keys that are device preferences and survive sign-out (which resets the store). */
const DEVICE_PREFERENCES = ['locale'];

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** window.localStorage when it works, else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    storage.setItem('wareport.probe', '1');
    storage.removeItem('wareport.probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}

const parse = <T>(text: string | null): T | null => {
  if (text == null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

export interface JsonStorage {
  read<T>(key: string): T | null;
  write(key: string, value: unknown): void;
  remove(key: string): void;
  keys(prefix: string): string[];
  /** Called when another tab changes `key` (the browser's storage event); returns an unsubscribe. */
  onExternalChange(key: string, listener: (value: unknown) => void): () => void;
}

export function jsonStorage(
  storage: KeyValueStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window === 'undefined' ? null : window,
): JsonStorage {
  return {
    read: (key) => parse(storage.getItem(key)),
    write: (key, value) => {
      if (value === undefined || value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    },
    remove: (key) => storage.removeItem(key),
    keys: (prefix) => {
      const found: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) found.push(key);
      }
      return found;
    },
    onExternalChange: (key, listener) => {
      if (!events) return () => undefined;
      const handler = (event: Event) => {
        const { key: changed, newValue } = event as StorageEvent;
        if (changed === key || changed === null) listener(parse(newValue ?? null));
      };
      events.addEventListener('storage', handler);
      return () => events.removeEventListener('storage', handler);
    },
  };
}

/**
 * react-admin's Store over this module, so its preferences live beside the session and not in
 * a second localStorage writer. Like react-admin's localStorageStore it follows other tabs.
 */
export function createRaStore(storage: JsonStorage): Store {
  const prefix = STORAGE_KEYS.raStore;
  const subscribers = new Map<number, { key: string; callback: (value: unknown) => void }>();
  let nextId = 0;
  const unsubscribers = new Map<string, () => void>();
  const publish = (key: string, value: unknown) => {
    for (const subscriber of [...subscribers.values()]) if (subscriber.key === key) subscriber.callback(value);
  };
  const follow = (key: string) => {
    if (unsubscribers.has(key)) return;
    unsubscribers.set(
      key,
      storage.onExternalChange(prefix + key, (value) => publish(key, value ?? undefined)),
    );
  };
  const removeWhere = (test: (key: string) => boolean) => {
    for (const full of storage.keys(prefix)) {
      const key = full.slice(prefix.length);
      if (!test(key)) continue;
      storage.remove(full);
      publish(key, undefined);
    }
  };

  return {
    setup: () => undefined,
    teardown: () => {
      for (const stop of unsubscribers.values()) stop();
      unsubscribers.clear();
    },
    getItem: <T>(key: string, defaultValue?: T) => (storage.read<T>(prefix + key) ?? defaultValue) as T | undefined,
    setItem: (key, value) => {
      storage.write(prefix + key, value);
      publish(key, value);
    },
    removeItem: (key) => {
      storage.remove(prefix + key);
      publish(key, undefined);
    },
    removeItems: (keyPrefix) => removeWhere((key) => key.startsWith(keyPrefix)),
    reset: () => removeWhere((key) => !DEVICE_PREFERENCES.includes(key)),
    subscribe: (key, callback) => {
      const id = nextId++;
      subscribers.set(id, { key, callback });
      follow(key);
      return () => void subscribers.delete(id);
    },
    listItems: (keyPrefix = '') => Object.fromEntries(storage.keys(prefix + keyPrefix).map((full) => [full.slice(prefix.length), storage.read(full)])),
  };
}
