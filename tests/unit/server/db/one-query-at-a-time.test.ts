import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { oneQueryAtATime } from '../../../../server/db/one-query-at-a-time';

/** A stand-in connection that records when each query starts and ends, and fails the text 'bad'. */
function connection() {
  const events: string[] = [];
  let running = 0;
  const client = {
    query: async (text: string) => {
      running++;
      events.push(`start ${text}${running > 1 ? ' (while another runs)' : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      events.push(`end ${text}`);
      if (text === 'bad') throw new Error('refused');
      return { rows: [text] };
    },
  };
  oneQueryAtATime(client as unknown as Pick<pg.PoolClient, 'query'>);
  return { client: client as unknown as { query: (...args: unknown[]) => Promise<{ rows: string[] }> }, events };
}

describe('one query at a time on a connection', () => {
  it('starts a query asked for while another runs only once that one has ended, in order', async () => {
    const { client, events } = connection();
    const answers = await Promise.all([client.query('a'), client.query('b'), client.query('c')]);
    expect(answers.map((a) => a.rows[0])).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('gives a failed query its error and runs the next one', async () => {
    const { client } = connection();
    const [bad, next] = await Promise.allSettled([client.query('bad'), client.query('next')]);
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('refused') });
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: ['next'] } });
  });

  it("leaves a query with a callback to pg's own handling", async () => {
    const { client, events } = connection();
    const queued = client.query('queued');
    await new Promise((resolve) => setTimeout(resolve, 1));
    void client.query('own', [], () => undefined);
    await queued;
    expect(events.slice(0, 2)).toEqual(['start queued', 'start own (while another runs)']);
  });
});
