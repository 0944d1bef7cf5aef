/**
 * Tags of an account: search-as-you-type and "created on the fly" for product saves. Names are
 * unique per account whatever their case (the database's unique index), so a tag typed as
 * "Outdoor" reuses an existing "outdoor".
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { tags } from '../db/schema';
import { containsPattern } from '../registry/query';

export const TAG_SUGGESTIONS = 20;

/** Tags whose name contains the text (any case), names starting with it first. */
export async function searchTags(tx: Tx, idClientAccount: string, text: string, limit = TAG_SUGGESTIONS) {
  const term = text.trim().toLowerCase();
  if (!term) return [];
  return tx
    .select()
    .from(tags)
    .where(and(eq(tags.idClientAccount, idClientAccount), sql`lower(${tags.tagName}) like ${containsPattern(term)}`))
    .orderBy(sql`lower(${tags.tagName}) like ${`${containsPattern(term).slice(1)}`} desc`, asc(tags.tagName))
    .limit(limit);
}

/**
 * The tags with these names in the account, creating the missing ones (in the caller's
 * transaction, so a failed product save creates none). Blank names are ignored; returned in the
 * order asked, one per distinct name.
 */
export async function ensureTags(tx: Tx, idClientAccount: string, names: readonly string[]) {
  // The first spelling of a name wins.
  const byKey = new Map<string, string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const wanted = [...byKey.values()];
  if (!wanted.length) return [];
  // Another save may create the same tag at the same time: the unique index settles it.
  await tx
    .insert(tags)
    .values(wanted.map((tagName) => ({ idClientAccount, tagName })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.idClientAccount, idClientAccount),
        sql`lower(${tags.tagName}) in (${sql.join(
          wanted.map((n) => sql`${n.toLowerCase()}`),
          sql`, `,
        )})`,
      ),
    );
  return wanted.map((n) => rows.find((r) => r.tagName.toLowerCase() === n.toLowerCase())!);
}
