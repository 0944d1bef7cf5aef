import { describe, expect, it, vi } from 'vitest';
import { createCrossTab } from '../../../../../web/shell/auth/cross-tab';
import { jsonStorage, memoryStorage } from '../../../../../web/shell/session/storage';

/** Two tabs sharing one broadcast bus, as BroadcastChannel does (no echo to the sender). */
function bus() {
  const members: { listeners: Set<(event: { data: unknown }) => void> }[] = [];
  return (_name: string) => {
    const self = { listeners: new Set<(event: { data: unknown }) => void>() };
    members.push(self);
    return {
      postMessage: (data: unknown) => members.filter((m) => m !== self).forEach((m) => m.listeners.forEach((l) => l({ data }))),
      addEventListener: (_: 'message', l: (event: { data: unknown }) => void) => void self.listeners.add(l),
      removeEventListener: (_: 'message', l: (event: { data: unknown }) => void) => void self.listeners.delete(l),
    };
  };
}

describe('cross-tab signals', () => {
  it('tells the other tabs, not the sender, that the user signed out', () => {
    const open = bus();
    const storage = jsonStorage(memoryStorage(), null);
    const tabA = createCrossTab(storage, open);
    const tabB = createCrossTab(storage, open);
    const a = vi.fn();
    const b = vi.fn();
    tabA.subscribe(a);
    const stop = tabB.subscribe(b);
    tabA.post('signout');
    expect(b).toHaveBeenCalledExactlyOnceWith('signout', expect.any(Number));
    expect(a).not.toHaveBeenCalled();
    stop();
    tabA.post('signout');
    expect(b).toHaveBeenCalledOnce();
  });

  it('tells the other tabs when the sign-out was for inactivity', () => {
    const open = bus();
    const storage = jsonStorage(memoryStorage(), null);
    const b = vi.fn();
    createCrossTab(storage, open).subscribe(b);
    createCrossTab(storage, open).post('expired');
    expect(b).toHaveBeenCalledExactlyOnceWith('expired', expect.any(Number));
  });

  it('shares activity with its time, and ignores what is not a signal', () => {
    const open = bus();
    const storage = jsonStorage(memoryStorage(), null);
    const tabA = createCrossTab(storage, open);
    const tabB = createCrossTab(storage, open);
    const b = vi.fn();
    tabB.subscribe(b);
    tabA.post('activity');
    expect(b).toHaveBeenCalledExactlyOnceWith('activity', expect.any(Number));
    open('wareport.session').postMessage({ signal: 'reload', at: 1 });
    open('wareport.session').postMessage({ signal: 'activity' });
    expect(b).toHaveBeenCalledOnce();
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    const listeners = new Set<(event: Event) => void>();
    const win = {
      addEventListener: (_: string, l: (e: Event) => void) => void listeners.add(l),
      removeEventListener: (_: string, l: (e: Event) => void) => void listeners.delete(l),
    };
    const raw = memoryStorage();
    const tab = createCrossTab(jsonStorage(raw, win), null);
    const listener = vi.fn();
    tab.subscribe(listener);
    tab.post('signout');
    // The browser fires the storage event in the other tabs only; simulate that delivery.
    listeners.forEach((l) => l({ key: 'wareport.session', newValue: raw.getItem('wareport.session') } as unknown as Event));
    expect(listener).toHaveBeenCalledWith('signout', expect.any(Number));
  });
});
