/**
 * Which masquerade sessions let a signed-in user act as another. Until masquerade sessions are
 * recorded by the server, no header can switch the acting user: every attempt is refused.
 */
import type { Db } from '../db';
import type { users } from '../db/schema';

export async function resolveMasquerade(
  _db: Db,
  _idUser: string,
  _requestedUser: string,
  _idMasquerade: string | null,
): Promise<{ actingUser: typeof users.$inferSelect; idMasquerade: string } | null> {
  return null;
}
