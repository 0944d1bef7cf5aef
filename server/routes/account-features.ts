/** The features of an account (GET), saved in one update with their record statuses (PUT). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Action } from '../../shared/permissions';
import { ACCOUNT_FEATURES_PATH, accountFeature, accountFeaturesInput } from '../../shared/resources/accounts';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { clientAccountFeatures, clientAccounts } from '../db/schema';
import { notFound } from '../lib/errors';
import { featuresOf } from '../resources/accounts';
import { routePath } from '../resources/crud';

const params = z.object({ idClientAccount: z.uuid('validation.invalid') });
const answer = z.object({ clientAccountFeatures: z.array(accountFeature) });

export function registerAccountFeatureRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  /** The account, for a caller holding `action` on it; only all-accounts holders can reach a missing one. */
  async function account(request: FastifyRequest, action: Action, idClientAccount: string) {
    authorize(request, action, 'AdminAccounts', idClientAccount);
    const [row] = await db.select({ id: clientAccounts.idClientAccount }).from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
    if (!row) throw notFound();
  }

  const current = async (idClientAccount: string) => ({ clientAccountFeatures: (await featuresOf(db, [idClientAccount]))(idClientAccount) });

  routes.get(routePath(ACCOUNT_FEATURES_PATH), {
    schema: { tags, params, response: { 200: answer } },
    handler: async (request) => {
      await account(request, 'View', request.params.idClientAccount);
      return current(request.params.idClientAccount);
    },
  });

  routes.put(routePath(ACCOUNT_FEATURES_PATH), {
    schema: { tags, params, body: accountFeaturesInput, response: { 200: answer } },
    handler: async (request) => {
      const { idClientAccount } = request.params;
      await account(request, 'Edit', idClientAccount);
      const changes = request.body.clientAccountFeatures;
      const added = changes.filter((f) => f.recordStatus === 'added').map((f) => f.feature);
      const removed = changes.filter((f) => f.recordStatus === 'removed').map((f) => f.feature);
      await db.transaction(async (tx) => {
        if (removed.length) {
          await tx
            .delete(clientAccountFeatures)
            .where(and(eq(clientAccountFeatures.idClientAccount, idClientAccount), inArray(clientAccountFeatures.feature, removed)));
        }
        if (added.length)
          await tx
            .insert(clientAccountFeatures)
            .values(added.map((feature) => ({ idClientAccount, feature })))
            .onConflictDoNothing();
      });
      return current(idClientAccount);
    },
  });
}
