import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, users } from '../../server/db/schema';
import { clientFor } from '../support/api';
import { describeEachEngine } from '../support/engines';

type Flags = { idUser: string; accounts: { idClientAccount: string }[]; eventAccounts: string[]; hasQuotas: boolean; hasBudgetQuotas: boolean };

describeEachEngine('session flags', (ctx) => {
  it('reports the quota flags and event accounts the database holds for the user', async () => {
    const tom = await clientFor(ctx().server.apiUrl, DEMO_USERS.orderer);
    const before = await tom.request<Flags>({ path: '/userinfo' });
    expect(before).toMatchObject({ eventAccounts: [], hasQuotas: false, hasBudgetQuotas: false });

    const db = ctx().server.database.db;
    const [account] = before.accounts;
    await db.update(users).set({ hasQuotas: true, hasBudgetQuotas: true }).where(eq(users.idUser, before.idUser));
    await db.update(clientAccounts).set({ eventAccount: true }).where(eq(clientAccounts.idClientAccount, account.idClientAccount));
    try {
      const after = await tom.request<Flags>({ path: '/userinfo' });
      expect(after).toMatchObject({ eventAccounts: [account.idClientAccount], hasQuotas: true, hasBudgetQuotas: true });
    } finally {
      await db.update(users).set({ hasQuotas: false, hasBudgetQuotas: false }).where(eq(users.idUser, before.idUser));
      await db.update(clientAccounts).set({ eventAccount: false }).where(eq(clientAccounts.idClientAccount, account.idClientAccount));
    }
  });
});
