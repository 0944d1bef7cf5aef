/**
 * An answer holds exactly the fields its schema declares: the users routes read every column of
 * the row (with the flags and dates the portal never shows), and only the declared ones are sent,
 * in a list and in a single record.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { userRecord } from '../../shared/administration/users';
import { describeEachEngine } from '../support/engines';
import { signIn } from '../support/api';
import { compiledAnswers } from '../../server/lib/response-serializer';

/** Columns of the users table that the answer's schema does not declare. */
const UNDECLARED = ['canMasquerade', 'hasQuotas', 'hasBudgetQuotas', 'deleted', 'createdAt'];
const DECLARED = Object.keys(userRecord.shape).sort();

describeEachEngine('answers carry only their declared fields', (ctx) => {
  let token: string;
  let idClient: string;
  let idUser: string;
  const get = async (path: string) => {
    const response = await fetch(`${ctx().server.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    ({ accessToken: token } = await signIn(ctx().server.apiUrl, DEMO_USERS.systemAdmin));
    const [row] = await ctx().server.database.db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    // The stored row has the undeclared columns: the answer must leave them out, not lack them.
    for (const column of UNDECLARED) expect(row).toHaveProperty(column);
    expect(UNDECLARED.filter((column) => DECLARED.includes(column))).toEqual([]);
    idClient = row.idClient!;
    idUser = row.idUser;
  });

  it('in a list', async () => {
    const answer = await get(`/clients/${idClient}/users?pageSize=50`);
    expect(Object.keys(answer).sort()).toEqual(['items', 'searchCriteria']);
    const items = answer.items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(DECLARED);
    const accounts = items.flatMap((item) => item.accounts as Record<string, unknown>[]);
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(['accountName', 'idClientAccount', 'roles']);
  });

  it('in a single record', async () => {
    const answer = await get(`/application/users/${idUser}`);
    expect(Object.keys(answer)).toEqual(['user']);
    const user = answer.user as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(DECLARED);
    expect(user).toMatchObject({ idUser, email: DEMO_USERS.clientAdmin, userName: DEMO_USERS.clientAdmin });
  });
});

describeEachEngine('answers are copied, not run through zod', (ctx) => {
  it('every route and status the API declares compiles to a copy of its declared keys', async () => {
    // Compiled when the server starts; a new schema shape the copy cannot write would fall back
    // to zod on every answer, correct but slow: it shows here first.
    expect(ctx().server.apiUrl).toBeTruthy();
    expect(compiledAnswers.length).toBeGreaterThan(500);
    // The spec's catalogs and product paths answer two audiences (the administration's record or
    // the orderer's view, by the caller's rights): their answer is a union of two objects, which the
    // copy cannot tell apart, so zod writes it. These four are known and listed; any other is new.
    const twoAudiences = [
      'GET /api/clients/:idClient/accounts/:idClientAccount/catalogs',
      'HEAD /api/clients/:idClient/accounts/:idClientAccount/catalogs',
      'GET /api/clients/:idClient/accounts/:idClientAccount/products/:id',
      'HEAD /api/clients/:idClient/accounts/:idClientAccount/products/:id',
    ];
    expect(compiledAnswers.filter((answer) => answer.zodParts.length && !twoAudiences.includes(answer.route))).toEqual([]);
  });
});
