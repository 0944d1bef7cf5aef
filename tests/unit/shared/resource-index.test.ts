import { describe, expect, it } from 'vitest';
import { loadResource, RESOURCE_INDEX, resourceHead } from '../../../shared/resource-index';
import { RESOURCE_DESCRIPTIONS, type ResourceDescription } from '../../../shared/resources';

/** The head a description gives, as its line in RESOURCE_INDEX reads. */
const headOf = (d: ResourceDescription) => ({
  subject: d.subject,
  ownership: d.ownership,
  idField: d.idField,
  route: d.route,
  ...(d.paths.list.includes('{idClientAccount}') ? { perAccount: true } : {}),
});

const lineOf = (d: ResourceDescription) =>
  `${d.name}: { ${Object.entries(headOf(d))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : String(value)}`)
    .join(', ')}, load: () => import('./<domain>/<file>').then((m) => m.${d.name}) },`;

describe('the light resource index', () => {
  it('has every described resource, with the subject, ownership, id field, route and account need of its description', () => {
    const wrong = Object.values(RESOURCE_DESCRIPTIONS)
      .filter((d) => {
        const { load: _load, ...head } = RESOURCE_INDEX[d.name as keyof typeof RESOURCE_INDEX] ?? {};
        const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
        return sorted(head) !== sorted(headOf(d));
      })
      .map(lineOf);
    expect(wrong, `shared/resource-index.ts must read:\n${wrong.join('\n')}`).toEqual([]);
  });

  it('loads each description itself', async () => {
    for (const [name, description] of Object.entries(RESOURCE_DESCRIPTIONS)) expect(await loadResource(name), name).toBe(description);
  });

  it('names the known resources when asked for an unknown one', async () => {
    expect(() => resourceHead('nothing')).toThrow(/Unknown resource "nothing"\. Known: clients, /);
    await expect(loadResource('nothing')).rejects.toThrow(/Unknown resource/);
  });
});
