/**
 * POST /application/users/import: client users in bulk, into one account with one role and a
 * default language. A new user gets an identity (the supplied password, else a generated one of
 * 16 characters), the account association, the role and the welcome e-mail in the mail outbox.
 * An existing user of the same client whom the caller may reach (matched on the e-mail, any
 * case) is updated only where the row differs, else skipped; it gets the account and the role when
 * it holds no role there yet, and keeps its roles otherwise. An e-mail used by anyone else fails
 * the row, without saying more. Passwords of existing users are never changed by an import.
 *
 * Taken e-mails: a refused row says its e-mail is taken, so an import would let an
 * administrator list other clients' addresses by importing (or dry-running) a file of guesses.
 * Answering "taken" like any other refusal would not help (a free e-mail is created, or passes
 * the dry run: the difference remains). So the import spends the same budget as the user form
 * (auth/taken-email-throttle.ts: EMAIL_TAKEN_MAX answers in 15 minutes per client, shared by its
 * administrators, dry runs included). Once it is spent, every row that would create a user fails with
 * TOO_MANY_TAKEN_EMAILS, whether its e-mail is taken or free, so those answers say nothing;
 * updates of the importer's own users go on. The rest of the file imports after the window.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PERSON_FIELDS } from '../../shared/administration/users';
import { BULK_MESSAGES, KINDS, resolveLanguage, type UserImportRow } from '../../shared/imports/kinds';
import { importUsersCall } from '../../shared/imports/calls';
import type { userBatchInput, RowResult } from '../../shared/imports/protocol';
import { generatePassword } from '../../shared/rules/passwords';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { accountScope, authorize } from '../auth/context';
import { hashPassword } from '../auth/passwords';
import { spendTakenEmails } from '../auth/taken-email-throttle';
import { queueWelcomeMail, type WelcomeMailOptions } from '../auth/welcome-mail';
import type { Db, Tx } from '../db';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { clientAccounts, cultureLanguages, identities, roles, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { usersOwnedBy } from '../administration/users';
import { badRequest } from '../lib/errors';
import { changedFields, failed, inChunkTransaction, parseRows, refusal, type Parsed } from './common';
import { fullName } from '../../shared/rules/display';

const PROFILE_FIELDS = [...PERSON_FIELDS, 'cultureLanguageCode', 'enabled'] as const;
/** The row's message once the budget is spent: the throttle's own text (errors.codes). */
export const TAKEN_EMAILS_THROTTLED = 'errors.codes.TOO_MANY_TAKEN_EMAILS';
const invalid = (field: string, key: string) => badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION');

export function registerBulkUserRoutes(app: FastifyInstance, db: Db, mail: WelcomeMailOptions) {
  // Each chunk commits on its own (inChunkTransaction): the call runs outside the route's transaction.
  const binding: ActionBinding<typeof importUsersCall> = {
    kind: importUsersCall,
    outsideTransaction: true,
    run: (_tx, { request, body }) => importUsers(db, mail, request, body),
  };
  registerKind(app, db, binding as ActionBinding);
}

type Wanted = UserImportRow & { cultureLanguageCode: string };

/** What every row of a batch is written with. */
interface Writing {
  idClientAccount: string;
  idRole: string;
  account: typeof clientAccounts.$inferSelect;
  /** The new users' password hashes, by row (none in a dry run). */
  passwords: Map<number, { hash: string }>;
  mail: WelcomeMailOptions;
}

async function importUsers(db: Db, mail: WelcomeMailOptions, request: FastifyRequest, body: z.infer<typeof userBatchInput>) {
  const { idClientAccount, idRole, cultureLanguageCode, dryRun, allOrNothing } = body;
  const auth = authorize(request, 'BulkImport', 'AdminUsers', idClientAccount);
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
  if (!account) throw refusal(request, 'BulkImport', 'AdminUsers');
  const [role] = await db.select().from(roles).where(eq(roles.idRole, idRole));
  const fits = role && !role.isAdminRole && role.idClient === account.idClient && (role.idClientAccount ?? idClientAccount) === idClientAccount;
  if (!fits) throw invalid('idRole', GENERIC_MESSAGES.unknownReference);
  // A language is named by its code or its name, in any case (EN, English, fr); a row's other
  // word fails with the accepted codes named.
  const languages = await db
    .select({ cultureLanguageCode: cultureLanguages.cultureLanguageCode, name: cultureLanguages.name })
    .from(cultureLanguages)
    .orderBy(asc(cultureLanguages.displayPosition));
  const accepted = languages.map((l) => l.cultureLanguageCode).join(', ');
  const defaultLanguage = resolveLanguage(cultureLanguageCode, languages);
  if (!defaultLanguage) throw invalid('cultureLanguageCode', GENERIC_MESSAGES.unknownReference);
  const languageOf = (row: UserImportRow) => (row.cultureLanguageCode ? resolveLanguage(row.cultureLanguageCode, languages) : defaultLanguage);

  const parsed = parseRows<UserImportRow>(KINDS.users, body.rows);
  const { byEmail, verdicts } = await emailVerdicts(db, request, auth, account, parsed, languageOf);
  // Hashing is the slow part (scrypt): done for the new users only, in parallel, before the
  // transaction so that it holds no connection while it waits. A dry run hashes nothing.
  const passwords = new Map<number, { hash: string }>();
  if (!dryRun) {
    await Promise.all(
      parsed.map(async (p) => {
        if (!('value' in p) || byEmail.has(p.value.email.toLowerCase()) || verdicts.has(p.row)) return;
        const password = p.value.password || generatePassword();
        passwords.set(p.row, { hash: await hashPassword(password, { generated: !p.value.password }) });
      }),
    );
  }
  const writing: Writing = { idClientAccount, idRole, account, passwords, mail };
  const results = await inChunkTransaction(db, { dryRun, allOrNothing }, async (tx) => {
    const out: RowResult[] = [];
    for (const item of parsed) {
      if (!('value' in item)) {
        out.push(item.failure);
        continue;
      }
      const row = item.value;
      const language = languageOf(row);
      if (!language) {
        out.push(failed(item.row, { cultureLanguageCode: { key: BULK_MESSAGES.unknownLanguage, params: { accepted } } }));
        continue;
      }
      const wanted = { ...row, cultureLanguageCode: language };
      const current = byEmail.get(row.email.toLowerCase());
      const verdict = verdicts.get(item.row);
      if (verdict) {
        out.push(failed(item.row, { email: { key: verdict === 'taken' ? GENERIC_MESSAGES.duplicate : TAKEN_EMAILS_THROTTLED } }));
        continue;
      }
      if (current) out.push(await updateUser(tx, writing, current, wanted, item.row));
      else out.push(await createUser(tx, writing, wanted, item.row));
    }
    return out;
  });
  return { dryRun, results };
}

/**
 * The users the batch's e-mails name, and which rows say "taken" or are stopped by the spent
 * budget (see the header).
 */
async function emailVerdicts(
  db: Db,
  request: FastifyRequest,
  auth: ReturnType<typeof authorize>,
  account: typeof clientAccounts.$inferSelect,
  parsed: Parsed<UserImportRow>[],
  languageOf: (row: UserImportRow) => string | null | undefined,
) {
  const emails = parsed.flatMap((p) => ('value' in p ? [p.value.email.toLowerCase()] : []));
  const known = emails.length
    ? await db
        .select()
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  // An existing user is updated only when the caller could edit them one by one: a user of
  // the client reached through the accounts the caller imports into; any other e-mail is "taken".
  const scope = accountScope(request, 'BulkImport', 'AdminUsers');
  const reachable =
    scope === 'all' || !known.length
      ? new Set(known.map((u) => u.idUser))
      : new Set(
          (
            await db
              .select({ idUser: users.idUser })
              .from(users)
              .where(
                and(
                  inArray(
                    users.idUser,
                    known.map((u) => u.idUser),
                  ),
                  usersOwnedBy(db, scope),
                ),
              )
          ).map((u) => u.idUser),
        );
  const byEmail = new Map(known.map((u) => [u.email.toLowerCase(), u]));
  // A sign-in identity left without a portal user holds its e-mail too.
  const takenIdentities = new Set(
    (emails.length
      ? await db
          .select({ email: identities.email })
          .from(identities)
          .where(inArray(sql`lower(${identities.email})`, emails))
      : []
    ).map((i) => i.email.toLowerCase()),
  );
  // Which rows say "taken", and which the spent budget stops: decided in file order, before
  // anything is written, and recorded at once (see the header).
  const verdicts = await spendTakenEmails(db, { idUser: auth.idUser, idUserActing: auth.actingUser.idUser, idMasquerade: auth.idMasquerade }, ({ left }) => {
    const verdict = new Map<number, 'taken' | 'throttled'>();
    let spent = 0;
    for (const item of parsed) {
      if (!('value' in item) || !languageOf(item.value)) continue;
      const email = item.value.email.toLowerCase();
      const current = byEmail.get(email);
      const taken = current ? current.idClient !== account.idClient || current.deleted || !reachable.has(current.idUser) : takenIdentities.has(email);
      if (taken && spent < left) {
        verdict.set(item.row, 'taken');
        spent++;
      } else if (taken || (!current && spent >= left)) {
        verdict.set(item.row, 'throttled');
      }
    }
    return { spent, result: verdict };
  });
  return { byEmail, verdicts };
}

async function updateUser(tx: Tx, { idClientAccount, idRole }: Writing, current: typeof users.$inferSelect, wanted: Wanted, row: number): Promise<RowResult> {
  // A column the file lacks is undefined, "not given": the user keeps its value (see changedFields).
  const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, wanted[f]]));
  const changed = changedFields(current, profile);
  const [member] = await tx
    .select()
    .from(userAccounts)
    .where(and(eq(userAccounts.idUser, current.idUser), eq(userAccounts.idClientAccount, idClientAccount)));
  // The import's role is given to the users it brings into the account. A user who already
  // holds a role there keeps their roles (the user form changes them): re-importing an
  // export of several roles' users would otherwise grant every one of them the import's role.
  const [holds] = await tx
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.idUser, current.idUser), eq(userRoles.idClientAccount, idClientAccount)))
    .limit(1);
  if (!changed.length && member && holds) return { row, outcome: 'skipped', id: current.idUser };
  if (changed.length) {
    await tx
      .update(users)
      .set(Object.fromEntries(changed.map((f) => [f, profile[f]])))
      .where(eq(users.idUser, current.idUser));
    if (current.idIdentity && (changed.includes('firstName') || changed.includes('lastName'))) {
      await tx
        .update(identities)
        .set({ givenName: wanted.firstName, surname: wanted.lastName, displayName: fullName(wanted) })
        .where(eq(identities.idIdentity, current.idIdentity));
    }
  }
  if (!member) await tx.insert(userAccounts).values({ idUser: current.idUser, idClientAccount });
  if (!holds) await tx.insert(userRoles).values({ idUser: current.idUser, idRole, idClientAccount });
  return { row, outcome: 'updated', id: current.idUser };
}

async function createUser(tx: Tx, { idClientAccount, idRole, account, passwords, mail }: Writing, wanted: Wanted, row: number): Promise<RowResult> {
  const secret = passwords.get(row) ?? { hash: 'dry-run' };
  const names = { givenName: wanted.firstName, surname: wanted.lastName, displayName: fullName(wanted) };
  const [identity] = await tx
    .insert(identities)
    .values({ email: wanted.email, passwordHash: secret.hash, ...names })
    .returning({ idIdentity: identities.idIdentity });
  const { password: _password, ...fields } = wanted;
  const [user] = await tx
    .insert(users)
    .values({ ...fields, enabled: wanted.enabled ?? true, idClient: account.idClient, idIdentity: identity.idIdentity })
    .returning({ idUser: users.idUser });
  await tx.insert(userAccounts).values({ idUser: user.idUser, idClientAccount });
  await tx.insert(userRoles).values({ idUser: user.idUser, idRole, idClientAccount });
  // The welcome e-mail carries a set-password link, never the password (supplied or generated).
  await queueWelcomeMail(tx, mail, { ...wanted, idIdentity: identity.idIdentity });
  return { row, outcome: 'created', id: user.idUser };
}
