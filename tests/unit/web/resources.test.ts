import { describe, expect, it } from 'vitest';
import { RESOURCE_INDEX, type RoutedResourceName } from '../../../shared/resource-index';
import { listPathOf } from '../../../web/components/portal-resource';
import { MENU_ORDER, WEB_RESOURCE_LIST, WEB_RESOURCES } from '../../../web/resources';
import { groupedMenuEntries, MENU_ENTRIES } from '../../../web/shell/layout/menu-items';
import { WEB_SOURCES } from './conventions/web-sources';

describe('the portal resources, found by their names', () => {
  const routed = Object.entries(RESOURCE_INDEX)
    .filter(([, head]) => head.route !== null)
    .map(([name]) => name as RoutedResourceName);

  it('has the screens of every registry line with a route, and of no other', () => {
    expect(Object.keys(WEB_RESOURCES).sort()).toEqual([...routed].sort());
    expect(WEB_RESOURCE_LIST).toHaveLength(routed.length);
  });

  describe('in the sidebar', () => {
    const { top, groups } = groupedMenuEntries(MENU_ENTRIES);
    const headingOf = new Map<string, string | null>([
      ...top.map((entry) => [entry.id, null] as const),
      ...groups.flatMap(({ group, entries }) => entries.map((entry) => [entry.id, group] as const)),
    ]);
    /** Whether the shell's own navigation (header, user menu) links `path`. */
    const linkedByShell = (path: string) =>
      WEB_SOURCES.some((source) => source.path.startsWith('web/shell/') && [`'${path}'`, `"${path}"`].some((quoted) => source.text.includes(quoted)));

    it('lists every routed resource under the heading its definition names; one without a heading is linked by the shell', () => {
      for (const name of routed) {
        const resource = WEB_RESOURCES[name]!;
        if (resource.menu) expect(headingOf.get(name), `${name}'s sidebar heading`).toBe(resource.menu);
        else expect(!resource.list || linkedByShell(listPathOf(resource)), `${name} is in no menu`).toBe(true);
      }
    });

    it('keeps the resources of each heading in menu order: MENU_ORDER, then the registry order', () => {
      const registry = Object.keys(RESOURCE_INDEX);
      const rank = (name: string) =>
        MENU_ORDER.includes(name as RoutedResourceName) ? MENU_ORDER.indexOf(name as RoutedResourceName) : MENU_ORDER.length + registry.indexOf(name);
      for (const { group, entries } of groups) {
        const names = entries.map((entry) => entry.id).filter((id) => id in WEB_RESOURCES);
        expect(names, group).toEqual([...names].sort((a, b) => rank(a) - rank(b)));
      }
      expect(groups.flatMap(({ entries }) => entries.filter((entry) => entry.id in WEB_RESOURCES)).length).toBe(WEB_RESOURCE_LIST.filter((r) => r.menu).length);
    });
  });
});
