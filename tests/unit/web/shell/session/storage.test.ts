import { describe, expect, it, vi } from 'vitest';
import { createRaStore, jsonStorage, memoryStorage, STORAGE_KEYS } from '../../../../../web/shell/session/storage';

/** A minimal window for storage events. */
function fakeWindow() {
  const listeners = new Set<(event: Event) => void>();
  return {
    addEventListener: (_: string, listener: (event: Event) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: Event) => void) => void listeners.delete(listener),
    fire: (key: string, newValue: string | null) => listeners.forEach((l) => l({ key, newValue } as unknown as Event)),
    count: () => listeners.size,
  };
}

describe('jsonStorage', () => {
  it('reads back what it wrote, removes on null, and ignores corrupt values', () => {
    const raw = memoryStorage();
    const storage = jsonStorage(raw, null);
    storage.write('a', { x: 1 });
    expect(storage.read('a')).toEqual({ x: 1 });
    storage.write('a', null);
    expect(raw.getItem('a')).toBeNull();
    raw.setItem('b', '{not json');
    expect(storage.read('b')).toBeNull();
  });

  it('lists keys by prefix', () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write('p.one', 1);
    storage.write('p.two', 2);
    storage.write('q', 3);
    expect(storage.keys('p.').sort()).toEqual(['p.one', 'p.two']);
  });

  it('tells about changes made by other tabs to the watched key only', () => {
    const win = fakeWindow();
    const storage = jsonStorage(memoryStorage(), win);
    const listener = vi.fn();
    const stop = storage.onExternalChange('k', listener);
    win.fire('other', '1');
    win.fire('k', '{"v":2}');
    expect(listener).toHaveBeenCalledExactlyOnceWith({ v: 2 });
    stop();
    expect(win.count()).toBe(0);
  });
});

describe('react-admin store over the storage module', () => {
  it('keeps values under its prefix and notifies subscribers', () => {
    const raw = memoryStorage();
    const store = createRaStore(jsonStorage(raw, null));
    const seen: unknown[] = [];
    store.subscribe('sidebar.open', (v) => seen.push(v));
    store.setItem('sidebar.open', false);
    expect(raw.getItem(`${STORAGE_KEYS.raStore}sidebar.open`)).toBe('false');
    expect(store.getItem('sidebar.open', true)).toBe(false);
    expect(store.getItem('missing', 'default')).toBe('default');
    store.removeItem('sidebar.open');
    expect(seen).toEqual([false, undefined]);
  });

  it('keeps the chosen language when react-admin resets the store at sign-out', () => {
    const store = createRaStore(jsonStorage(memoryStorage(), null));
    store.setItem('locale', 'fr');
    store.setItem('clients.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('clients.listParams')).toBeUndefined();
  });

  it('removes items by prefix and lists them', () => {
    const store = createRaStore(jsonStorage(memoryStorage(), null));
    store.setItem('a.one', 1);
    store.setItem('a.two', 2);
    store.setItem('b', 3);
    expect(store.listItems!('a.')).toEqual({ 'a.one': 1, 'a.two': 2 });
    store.removeItems('a.');
    expect(store.listItems!()).toEqual({ b: 3 });
  });

  it('follows another tab changing a subscribed key', () => {
    const win = fakeWindow();
    const store = createRaStore(jsonStorage(memoryStorage(), win));
    const callback = vi.fn();
    store.subscribe('locale', callback);
    win.fire(`${STORAGE_KEYS.raStore}locale`, '"fr"');
    expect(callback).toHaveBeenCalledWith('fr');
    store.teardown();
    expect(win.count()).toBe(0);
  });
});
