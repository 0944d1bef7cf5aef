/** The accounts a demo seed fills, by account code: each seed names the accounts its data is for. */
import { inArray } from 'drizzle-orm';
import type { Tx } from './index';
import * as t from './schema';

export const demoAccounts = (tx: Tx, codes: string[]) => tx.select().from(t.clientAccounts).where(inArray(t.clientAccounts.accountCode, codes));
