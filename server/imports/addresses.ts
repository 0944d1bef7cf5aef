/**
 * The spec's address-book imports: POST /addressbooks/addresses/import/validate (a dry run:
 * every check, nothing kept) and PUT /addressbooks/addresses/import, into one address book of
 * one account. An address is matched on its reference inside that book: an unchanged row is
 * skipped, a changed one updated, a new one created. Read-only addresses are the server's and
 * are never changed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { KINDS, type AddressImportRow } from '../../shared/imports/kinds';
import { importAddressesCall, validateAddressesCall } from '../../shared/imports/calls';
import type { addressBatchInput, RowResult } from '../../shared/imports/protocol';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { addressBooks, addressBookAddresses, countries } from '../db/schema';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { changedFields, failed, inChunkTransaction, parseRows, refusal } from './common';

const ADDRESS_FIELDS = KINDS.addresses.columns.map((c) => c.field);

export function registerBulkAddressRoutes(app: FastifyInstance, db: Db) {
  async function importAddresses(request: FastifyRequest, body: z.infer<typeof addressBatchInput>, validateOnly: boolean) {
    const { idClientAccount, idAddressBook, allOrNothing } = body;
    const dryRun = validateOnly || body.dryRun;
    authorize(request, 'BulkImport', 'AdminAddressBook', idClientAccount);
    const [book] = await db
      .select()
      .from(addressBooks)
      .where(and(eq(addressBooks.idAddressBook, idAddressBook), eq(addressBooks.idClientAccount, idClientAccount)));
    if (!book) throw refusal(request, 'BulkImport', 'AdminAddressBook');

    const parsed = parseRows<AddressImportRow>(KINDS.addresses, body.rows);
    const values = parsed.flatMap((p) => ('value' in p ? [p.value] : []));
    const wantedCountries = [...new Set(values.map((v) => v.countryISO2))];
    const knownCountries = new Set(
      wantedCountries.length
        ? (await db.select({ code: countries.isO2 }).from(countries).where(inArray(countries.isO2, wantedCountries))).map((c) => c.code)
        : [],
    );

    const results = await inChunkTransaction(db, { dryRun, allOrNothing }, async (tx) => {
      const references = values.map((v) => v.reference);
      const existing = references.length
        ? await tx
            .select()
            .from(addressBookAddresses)
            .where(and(eq(addressBookAddresses.idAddressBook, idAddressBook), inArray(addressBookAddresses.reference, references)))
        : [];
      const byReference = new Map<string, (typeof existing)[number]>();
      for (const address of existing) if (!byReference.has(address.reference!)) byReference.set(address.reference!, address);

      const out: RowResult[] = [];
      const created: { row: number; values: typeof addressBookAddresses.$inferInsert }[] = [];
      for (const item of parsed) {
        if (!('value' in item)) {
          out.push(item.failure);
          continue;
        }
        const row = item.value;
        if (!knownCountries.has(row.countryISO2)) {
          out.push(failed(item.row, { countryISO2: { key: GENERIC_MESSAGES.unknownReference } }));
          continue;
        }
        // A column the file lacks is undefined, "not given": the address keeps its value (see changedFields).
        const wanted = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, (row as Record<string, unknown>)[f]]));
        const current = byReference.get(row.reference);
        if (!current) {
          created.push({ row: item.row, values: { ...(wanted as AddressImportRow), enabled: row.enabled ?? true, idAddressBook } });
          out.push({ row: item.row, outcome: 'created' });
          continue;
        }
        const changed = changedFields(current, wanted);
        if (!changed.length) {
          out.push({ row: item.row, outcome: 'skipped', id: current.idAddressBookAddress });
          continue;
        }
        if (current.readOnly) {
          out.push(failed(item.row, { reference: { key: GENERIC_MESSAGES.invalid } }));
          continue;
        }
        await tx
          .update(addressBookAddresses)
          .set(Object.fromEntries(changed.map((f) => [f, wanted[f]])))
          .where(eq(addressBookAddresses.idAddressBookAddress, current.idAddressBookAddress));
        out.push({ row: item.row, outcome: 'updated', id: current.idAddressBookAddress });
      }
      // New addresses in one statement: a chunk of 500 is one round trip, not 500.
      if (created.length) {
        const ids = await tx
          .insert(addressBookAddresses)
          .values(created.map((c) => c.values))
          .returning({ id: addressBookAddresses.idAddressBookAddress });
        const idOf = new Map(created.map((c, i) => [c.row, ids[i].id]));
        for (const result of out) if (result.outcome === 'created') result.id = idOf.get(result.row);
      }
      return out;
    });
    return { dryRun, results };
  }

  // Each chunk commits on its own (inChunkTransaction): the calls run outside the route's transaction.
  const validate: ActionBinding<typeof validateAddressesCall> = {
    kind: validateAddressesCall,
    outsideTransaction: true,
    run: (_tx, { request, body }) => importAddresses(request, body, true),
  };
  const save: ActionBinding<typeof importAddressesCall> = {
    kind: importAddressesCall,
    outsideTransaction: true,
    run: (_tx, { request, body }) => importAddresses(request, body, false),
  };
  for (const binding of [validate, save]) registerKind(app, db, binding as ActionBinding);
}
