/**
 * The maintenance flag (spec: polled by the portal; users without the maintenance permission see
 * the maintenance page). The server also refuses their writes while it is on, with one answer:
 * 503 { message: 'We are currently on maintenance!', code: 'MAINTENANCE' }. Signing in, renewal
 * and sign-out are public routes and keep working, so a holder of the permission can sign in.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { canAccess } from '../../shared/permissions';
import { errorText } from '../../shared/api/error-codes';
import type { Db } from '../db';
import { settings } from '../db/schema';
import { HttpError } from '../lib/errors';

const KEY = 'maintenance';
/** Other instances see a change within this long; the instance that made it, at once. */
const CACHE_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface MaintenanceFlag {
  isOn(): Promise<boolean>;
  set(enabled: boolean): Promise<boolean>;
}

export function createMaintenanceFlag(db: Db, now: () => number = Date.now): MaintenanceFlag {
  let known: { enabled: boolean; at: number } | null = null;
  return {
    async isOn() {
      if (known && now() - known.at < CACHE_MS) return known.enabled;
      const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
      known = { enabled: row?.value === 'true', at: now() };
      return known.enabled;
    },
    async set(enabled) {
      const value = String(enabled);
      await db.insert(settings).values({ key: KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      known = { enabled, at: now() };
      return enabled;
    },
  };
}

export const maintenanceRefusal = () => new HttpError(503, errorText('MAINTENANCE'), 'MAINTENANCE');

/** Refuses writes of signed-in users without View on CoreMaintenance (in any account) while maintenance is on. */
export function registerMaintenanceGuard(app: FastifyInstance, flag: MaintenanceFlag) {
  app.addHook('preValidation', async (request) => {
    if (READS.has(request.method) || !request.auth) return;
    if (canAccess(request.auth.accountPermissions, { action: 'View', subject: 'CoreMaintenance' })) return;
    if (await flag.isOn()) throw maintenanceRefusal();
  });
}
