import { describe, expect, it } from 'vitest';
import { MAX_ROUTES, rememberScroll, SCROLL_STORAGE_KEY, scrollFor, scrollKey } from '../../../../../web/shell/session/scroll-positions';
import { memoryStorage } from '../../../../../web/shell/session/storage';

describe('scroll positions kept for the browser session', () => {
  it('keeps one position per route, its query included and its hash left out', () => {
    expect(scrollKey({ pathname: '/orders/list', search: '?page=2' })).toBe('/orders/list?page=2');
    expect(scrollKey({ pathname: '/get-support/faq' })).toBe('/get-support/faq');
    const storage = memoryStorage();
    rememberScroll(storage, '/orders/list', 640.4);
    rememberScroll(storage, '/orders/list?page=2', 120);
    expect(scrollFor(storage, '/orders/list')).toBe(640);
    expect(scrollFor(storage, '/orders/list?page=2')).toBe(120);
  });

  it('starts a route never scrolled, or scrolled back to the top, at the top', () => {
    const storage = memoryStorage();
    expect(scrollFor(storage, '/dashboard')).toBe(0);
    rememberScroll(storage, '/dashboard', 300);
    rememberScroll(storage, '/dashboard', -5);
    expect(scrollFor(storage, '/dashboard')).toBe(0);
  });

  it(`forgets the least recently scrolled routes beyond ${MAX_ROUTES}`, () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_ROUTES; i++) rememberScroll(storage, `/page/${i}`, 100 + i);
    // The first route scrolled again is the newest: the second one goes instead.
    rememberScroll(storage, '/page/0', 100);
    rememberScroll(storage, '/page/extra', 10);
    expect(scrollFor(storage, '/page/0')).toBe(100);
    expect(scrollFor(storage, '/page/1')).toBe(0);
    expect(scrollFor(storage, '/page/2')).toBe(0);
    expect(scrollFor(storage, `/page/${MAX_ROUTES}`)).toBe(100 + MAX_ROUTES);
    expect(Object.keys(JSON.parse(storage.getItem(SCROLL_STORAGE_KEY)!))).toHaveLength(MAX_ROUTES);
  });

  it('reads damaged or foreign content as no position, and starts over', () => {
    const storage = memoryStorage();
    storage.setItem(SCROLL_STORAGE_KEY, '{not json');
    expect(scrollFor(storage, '/orders/list')).toBe(0);
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ '/orders/list': 'far' }));
    expect(scrollFor(storage, '/orders/list')).toBe(0);
    rememberScroll(storage, '/orders/list', 50);
    expect(scrollFor(storage, '/orders/list')).toBe(50);
  });
});
