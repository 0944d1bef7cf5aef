/**
 * Scroll positions kept for the browser session (spec part 1, section 2): one per route (path and
 * query, so each page of a list has its own), in sessionStorage, so they last while the tab does
 * and go with it. Back, forward and a later visit of the same route come back to where the user
 * was; a route never scrolled starts at the top. The newest MAX_ROUTES routes are kept.
 */
import { memoryStorage, type KeyValueStorage } from './storage';

export const SCROLL_STORAGE_KEY = 'wareport.scroll';
export const MAX_ROUTES = 50;

type Positions = Record<string, number>;

/** The route a position belongs to: the path and its query, never the hash (in-page anchors). */
export const scrollKey = (location: { pathname: string; search?: string }) => `${location.pathname}${location.search ?? ''}`;

function read(storage: KeyValueStorage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** Remembers a route's position, as the newest; the oldest routes beyond MAX_ROUTES are forgotten. */
export function rememberScroll(storage: KeyValueStorage, key: string, y: number) {
  const positions = read(storage);
  delete positions[key];
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ROUTES))) delete positions[old];
  try {
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or refused storage costs the positions only.
  }
}

/** Where a route was left: its position, or the top when it has none. */
export function scrollFor(storage: KeyValueStorage, key: string): number {
  const y = read(storage)[key];
  return typeof y === 'number' && Number.isFinite(y) && y > 0 ? y : 0;
}

/** window.sessionStorage when it works, else memory (positions then last until a reload). */
export function sessionStorageOrMemory(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem('wareport.probe', '1');
    storage.removeItem('wareport.probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}
