/**
 * Who reaches a box's documents (inbound and outbound orders, stock, regularizations): a holder of
 * the screen's permission on the box's account who works in the box (an enabled box user whose
 * activity period covers today), or who administers the account's boxes (View on box
 * administration there); a holder of the permission on every account reaches every box. Another
 * client's box, another account's box, and a box of the account the caller does not work in are
 * refused alike (403; 404 for all-accounts holders, who would see it).
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Subject } from '../../../shared/permissions';
import { accountScope, authOf } from '../../auth/context';
import type { Tx } from '../../db';
import { boxes, boxUsers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';

/** The boxes the acting user works in today, as a subquery of box ids. */
export const workedBoxes = (db: Tx, idUser: string) =>
  db
    .select({ id: boxUsers.idBox })
    .from(boxUsers)
    .where(
      and(
        eq(boxUsers.idUser, idUser),
        eq(boxUsers.enabled, true),
        sql`${boxUsers.activityBeginDate} <= current_date`,
        sql`(${boxUsers.activityEndDate} is null or ${boxUsers.activityEndDate} >= current_date)`,
      ),
    );

/**
 * Rows of a box's documents the caller reaches, given the accounts on which they hold the
 * screen's permission (the binding's ownedBy): those accounts' boxes they work in or administer.
 * A condition on the box alone, its boxes read once into an array (an init plan) rather than
 * joined: a join with the boxes would hide a box's (box, date, id) index order from the list's
 * sort, and PostgreSQL would sort every row of the box for a page of 25 (74 ms among 100,000).
 */
export function boxRowsReached(db: Tx, request: FastifyRequest, accounts: string[], columns: { idBox: PgColumn }): SQL {
  if (!accounts.length) return sql`false`;
  const administered = accountScope(request, 'View', 'AdminBoxAdministration');
  const adminCondition = administered === 'all' ? sql`true` : administered.length ? inArray(boxes.idClientAccount, administered) : sql`false`;
  const reached = db
    .select({ id: boxes.idBox })
    .from(boxes)
    .where(and(inArray(boxes.idClientAccount, accounts), or(inArray(boxes.idBox, workedBoxes(db, authOf(request).actingUser.idUser)), adminCondition)));
  return sql`${columns.idBox} = any(array(${reached}))`;
}

export interface ReachedBox {
  idBox: string;
  idClientAccount: string;
}

/** The box a path names, when the caller reaches it with `action` on `subject`; otherwise the refusal. */
export async function reachBox(db: Tx, request: FastifyRequest, subject: Subject, action: 'View' | 'Create' | 'Edit', idBox: string): Promise<ReachedBox> {
  const accounts = accountScope(request, action, subject);
  if (accounts === 'all') {
    const [box] = await db.select({ idBox: boxes.idBox, idClientAccount: boxes.idClientAccount }).from(boxes).where(eq(boxes.idBox, idBox));
    if (!box) throw notFound();
    return box;
  }
  const [box] = await db
    .select({ idBox: boxes.idBox, idClientAccount: boxes.idClientAccount })
    .from(boxes)
    .where(and(eq(boxes.idBox, idBox), boxRowsReached(db, request, accounts, { idBox: boxes.idBox })));
  if (!box) throw forbidden();
  return box;
}
