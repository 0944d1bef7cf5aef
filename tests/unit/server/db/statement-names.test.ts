import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../../../server/db/statement-names';

describe('statement names (server-side prepared statements for repeated statements)', () => {
  it('names a statement the second time it is seen, always with the same name', () => {
    const names = new StatementNames();
    const text = 'select "id_client" from "clients" where "id_client" = $1';
    expect(names.nameOf(text)).toBeUndefined();
    const name = names.nameOf(text);
    expect(name).toMatch(/^s[0-9a-f]{24}$/);
    expect(names.nameOf(text)).toBe(name);
    expect(names.nameOf(`${text} limit 1`)).toBeUndefined();
  });

  it('names plain queries only, never transaction control, LISTEN or DDL', () => {
    const names = new StatementNames();
    for (const text of [
      'with "audit" as (insert into x values ($1)) select 1',
      ' (select 1) union (select 2)',
      'update t set a = $1',
      'delete from t',
      'insert into t values (1)',
    ]) {
      names.nameOf(text);
      expect(names.nameOf(text), text).toBeDefined();
    }
    for (const text of ['BEGIN', 'COMMIT', 'LISTEN wareport_auth', 'create table t (a int)', 'vacuum analyze users']) {
      names.nameOf(text);
      expect(names.nameOf(text), text).toBeUndefined();
    }
  });

  it('names at most 500 statements for the life of the pool', () => {
    const names = new StatementNames();
    const named = Array.from({ length: 600 }, (_, i) => {
      const text = `select ${i}`;
      names.nameOf(text);
      return names.nameOf(text);
    });
    expect(named.filter(Boolean)).toHaveLength(500);
    expect(named[499]).toBeDefined();
    expect(named[500]).toBeUndefined();
  });

  it('gives the name to the query config a connection runs, and leaves a named one as it is', async () => {
    const names = new StatementNames();
    const sent: unknown[] = [];
    const client = { query: async (config: unknown) => sent.push(config) };
    names.attach(client as never);
    const config = { text: 'select 1 where $1::int = 1', values: [1] };
    await client.query(config);
    await client.query(config);
    await client.query({ text: 'select 1 where $1::int = 1', name: 'auth_session' });
    expect(sent[0]).toEqual(config);
    expect(sent[1]).toEqual({ ...config, name: expect.stringMatching(/^s/) });
    expect(sent[2]).toEqual({ text: 'select 1 where $1::int = 1', name: 'auth_session' });
  });
});
