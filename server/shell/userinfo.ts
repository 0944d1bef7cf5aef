/**
 * The session user (GET /userinfo) and the user's own profile update (PUT /userinfo), declared in
 * shared/administration/session-user.ts: open to every signed-in user, the read answers the
 * caller's own, and the update checks the profile permission (CoreGeneralUserAccountUserProfile
 * Edit, in any account) itself.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AccountPermissions } from '../../shared/permissions';
import { sessionUserCalls, type SessionUserAnswer } from '../../shared/administration/session-user';
import type { Application } from '../../shared/session/applications';
import { authOf, authorize } from '../auth/context';
import type { Db } from '../db';
import { users } from '../db/schema';
import { registerKind, type ActionBinding } from '../registry/route-kinds';

type SessionClient = NonNullable<SessionUserAnswer['client']>;
interface SessionAccount {
  idClientAccount: string;
  idClient: string;
  accountName: string;
  accountCode: string;
  eventAccount: boolean;
}
interface SessionRole {
  idClientAccount: string | null;
  idRole: string;
  role: string;
}

/**
 * What the session user carries beyond their own row and permissions (which authentication has
 * already read for this request): client, roles, accounts and applications, in one prepared
 * statement.
 */
function prepareSessionParts(db: Db) {
  return (
    db
      // Written out with table names: drizzle leaves columns of a one-table select unqualified,
      // which the correlated subqueries below would find ambiguous.
      .select({
        client: sql<SessionClient | null>`(
        select json_build_object('idClient', c.id_client, 'clientName', c.client_name, 'presetColor', c.preset_color,
                                 'idLogoImage', c.id_logo_image, 'idCoverImage', c.id_cover_image)
        from clients c where c.id_client = users.id_client)`,
        roles: sql<SessionRole[]>`coalesce((
        select json_agg(json_build_object('idClientAccount', ur.id_client_account, 'idRole', r.id_role, 'role', r.role))
        from user_roles ur inner join roles r on r.id_role = ur.id_role where ur.id_user = users.id_user), '[]'::json)`,
        // The accounts the user is associated with, even those where no role is given yet.
        accounts: sql<SessionAccount[]>`coalesce((
        select json_agg(json_build_object('idClientAccount', ca.id_client_account, 'idClient', ca.id_client, 'accountName', ca.account_name,
                                          'accountCode', ca.account_code, 'eventAccount', ca.event_account) order by ca.account_name)
        from user_accounts ua inner join client_accounts ca on ca.id_client_account = ua.id_client_account
        where ua.id_user = users.id_user), '[]'::json)`,
        // Covered by a quota in force in any of their accounts (the coverage rule of planning's quota usage).
        hasQuotas: sql<boolean>`exists (
          select 1 from quotas q where q.enabled and q.valid_to >= now() and (
            (q.quota_type = 3 and exists (select 1 from quota_personals p where p.id_quota = q.id_quota and p.id_user = users.id_user))
            or (q.quota_type = 2 and exists (select 1 from client_account_group_users g where g.id_client_account_group = q.id_user_group and g.id_user = users.id_user))
            or (q.quota_type = 1 and exists (select 1 from hierarchy_node_users hu inner join hierarchy_nodes n on n.id_hierarchy_node = hu.id_hierarchy_node
              inner join hierarchy_models m on m.id_hierarchy_model = n.id_hierarchy_model
              where n.id_hierarchy_model = q.id_hierarchy_model and m.enabled and hu.id_user = users.id_user))))`,
        // Covered by a budget amount in force (the coverage rule of planning's budget usage: a level's amount covers the people below it).
        hasBudgetQuotas: sql<boolean>`exists (
          with recursive up(id, model) as (
            select n.id_hierarchy_node, n.id_hierarchy_model from hierarchy_node_users hu
              inner join hierarchy_nodes n on n.id_hierarchy_node = hu.id_hierarchy_node
              inner join hierarchy_models m on m.id_hierarchy_model = n.id_hierarchy_model
              where m.enabled and hu.id_user = users.id_user
            union
            select p.id_parent_node, up.model from hierarchy_nodes p inner join up on p.id_hierarchy_node = up.id where p.id_parent_node is not null)
          select 1 from budget_quota_amounts a inner join budget_quotas b on b.id_quota = a.id_quota
          where b.enabled and b.valid_to >= now() and (
            (b.quota_type = 3 and a.id_entity = users.id_user)
            or (b.quota_type = 2 and exists (select 1 from client_account_group_users g where g.id_client_account_group = a.id_entity and g.id_user = users.id_user))
            or (b.quota_type = 1 and exists (select 1 from up where up.id = a.id_entity and up.model = b.id_hierarchy_model))))`,
        applications: sql<Application[]>`coalesce((
        select json_agg(json_build_object('idApplication', a.id_application, 'applicationType', a.application_type, 'url', a.url,
                                          'name', a.name, 'description', a.description, 'idImage', a.id_image))
        from user_applications ua inner join applications a on a.id_application = ua.id_application
        where ua.id_user = users.id_user), '[]'::json)`,
      })
      .from(users)
      .where(eq(users.idUser, sql.placeholder('idUser')))
      .prepare('session_user')
  );
}

type SessionParts = ReturnType<typeof prepareSessionParts>;

/** Everything the shell needs about the acting user, in the spec's User shape. */
async function sessionUser(parts: SessionParts, user: typeof users.$inferSelect, accountPermissions: AccountPermissions[]) {
  const [found] = await parts.execute({ idUser: user.idUser });
  const { client = null, roles: roleRows = [], accounts: accountRows = [], applications: apps = [], hasQuotas = false, hasBudgetQuotas = false } = found ?? {};
  const { idIdentity: _i, createdAt: _c, deleted: _d, ...profile } = user;
  return {
    ...profile,
    client,
    clientIdLogoImage: client?.idLogoImage ?? null,
    accounts: accountRows.map((a) => ({
      idClientAccount: a.idClientAccount,
      idClient: a.idClient,
      accountName: a.accountName,
      accountCode: a.accountCode,
      roles: roleRows.filter((r) => r.idClientAccount === a.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
    })),
    adminRoles: roleRows.filter((r) => !r.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
    accountPermissions,
    applications: apps,
    // hasQuotas and hasBudgetQuotas come with the user's row (profile), or from a quota or budget
    // amount in force covering the user; events with the accounts.
    hasQuotas: profile.hasQuotas || hasQuotas,
    hasBudgetQuotas: profile.hasBudgetQuotas || hasBudgetQuotas,
    eventAccounts: accountRows.filter((a) => a.eventAccount).map((a) => a.idClientAccount),
  };
}

/**
 * Both run on the database itself: the session's parts are read by a statement prepared once on
 * it, and the update is one statement.
 */
export function registerUserinfoRoutes(app: FastifyInstance, db: Db) {
  const parts = prepareSessionParts(db);
  const read: ActionBinding<typeof sessionUserCalls.read> = {
    kind: sessionUserCalls.read,
    outsideTransaction: true,
    run: async (_db, { request }) => {
      // The acting user's row and permissions were read by authentication for this very request.
      const auth = authOf(request);
      const user = await sessionUser(parts, auth.actingUser, auth.accountPermissions);
      return { ...user, masquerade: auth.idMasquerade ? { idMasquerade: auth.idMasquerade, idUser: auth.idUser } : null };
    },
  };
  const updateProfile: ActionBinding<typeof sessionUserCalls.updateProfile> = {
    kind: sessionUserCalls.updateProfile,
    outsideTransaction: true,
    run: async (_db, { request, body }) => {
      const auth = authorize(request, 'Edit', 'CoreGeneralUserAccountUserProfile');
      const [updated] = await db.update(users).set(body).where(eq(users.idUser, auth.actingUser.idUser)).returning();
      return sessionUser(parts, updated, auth.accountPermissions);
    },
  };
  registerKind(app, db, read);
  registerKind(app, db, updateProfile);
}
