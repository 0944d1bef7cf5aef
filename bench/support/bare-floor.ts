/**
 * The floors the API is measured against: a bare Fastify + pg server answering the benchmark's
 * mix (clients list, /userinfo, client create and delete) with no framework of ours.
 * - FLOOR=same: the very SQL statements the API ran before its hot path was reworked, one after
 *   another (session and user, permission set, count, page, accounts, ...).
 * - FLOOR=lean: the session's user and permissions kept in memory after the first call, and one
 *   statement per request (the audit row written by the same statement as the change).
 * Both verify the bearer token as the API does. Run as its own process on PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { jwtVerify } from 'jose';

const mode = process.env.FLOOR === 'lean' ? 'lean' : 'same';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { rows: secretRows } = await pool.query<{ value: string }>(`select value from settings where key = 'token_secret'`);
const key = new TextEncoder().encode(secretRows[0].value);

interface Auth {
  idUser: string;
  idSession: string;
}

async function verify(header: string | undefined): Promise<Auth | null> {
  if (!header?.startsWith('Bearer ')) return null;
  try {
    const { payload } = await jwtVerify(header.slice(7), key, { issuer: 'wareport', algorithms: ['HS256'] });
    return payload.typ === 'access' && typeof payload.sid === 'string' ? { idUser: payload.sub!, idSession: payload.sid } : null;
  } catch {
    return null;
  }
}

const app = Fastify({ logger: false });

if (mode === 'same') {
  const authenticate = async (header: string | undefined) => {
    const token = await verify(header);
    if (!token) return null;
    const { rows } = await pool.query(
      `select u.*, s.revoked_at from sign_in_sessions s join users u on u.id_user = s.id_user where s.id_session = $1 and s.id_user = $2`,
      [token.idSession, token.idUser],
    );
    if (!rows[0] || rows[0].revoked_at || rows[0].deleted || !rows[0].enabled) return null;
    const permissions = await pool.query(
      `select ur.id_client_account, rp.id_client_account as permission_account, rp.action, rp.subject
         from user_roles ur join role_permissions rp on rp.id_role = ur.id_role where ur.id_user = $1`,
      [token.idUser],
    );
    return { user: rows[0], permissions: permissions.rows };
  };
  const accountsOf = (db: pg.Pool | pg.PoolClient, ids: string[]) =>
    db.query(`select id_client, id_client_account, account_name from client_accounts where id_client = any($1) order by account_name`, [ids]);

  app.get('/api/clients', async (request, reply) => {
    if (!(await authenticate(request.headers.authorization))) return reply.code(401).send({ message: 'unauthorized' });
    const total = await pool.query(`select count(*)::int as total from clients`);
    const page = await pool.query(`select * from clients order by client_name asc, id_client asc limit 25 offset 0`);
    const accounts = await accountsOf(
      pool,
      page.rows.map((r) => r.id_client),
    );
    return {
      clients: page.rows.map((r) => ({ ...r, accounts: accounts.rows.filter((a) => a.id_client === r.id_client) })),
      searchCriteria: { totalCount: total.rows[0].total },
    };
  });
  app.get('/api/userinfo', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    const id = auth.user.id_user;
    const user = (await pool.query(`select * from users where id_user = $1`, [id])).rows[0];
    const client = user.id_client ? (await pool.query(`select * from clients where id_client = $1`, [user.id_client])).rows[0] : null;
    const roles = await pool.query(
      `select ur.id_client_account, r.id_role, r.role, r.is_admin_role from user_roles ur join roles r on r.id_role = ur.id_role where ur.id_user = $1`,
      [id],
    );
    const accountIds = (await pool.query(`select id_client_account from user_accounts where id_user = $1`, [id])).rows.map((r) => r.id_client_account);
    const accounts = accountIds.length
      ? (await pool.query(`select * from client_accounts where id_client_account = any($1) order by account_name`, [accountIds])).rows
      : [];
    const apps = await pool.query(
      `select a.id_application, a.application_type, a.url, a.name, a.description, a.id_image from user_applications ua join applications a on a.id_application = ua.id_application where ua.id_user = $1`,
      [id],
    );
    const permissions = await pool.query(
      `select ur.id_client_account, rp.id_client_account as permission_account, rp.action, rp.subject
         from user_roles ur join role_permissions rp on rp.id_role = ur.id_role where ur.id_user = $1`,
      [id],
    );
    return { ...user, client, accounts, roles: roles.rows, applications: apps.rows, accountPermissions: permissions.rows };
  });
  const audit = (auth: { user: { id_user: string } }, method: string, path: string, status: number) =>
    pool.query(`insert into audit_log (id_user, id_user_acting, id_masquerade, method, path, status_code) values ($1, $1, null, $2, $3, $4)`, [
      auth.user.id_user,
      method,
      path,
      status,
    ]);
  app.post<{ Body: { clientName: string } }>('/api/clients', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    const db = await pool.connect();
    let created;
    try {
      await db.query('begin');
      const [row] = (await db.query(`insert into clients (client_name) values ($1) returning *`, [request.body.clientName])).rows;
      await db.query(`select id_client from clients where id_client = $1`, [row.id_client]);
      const accounts = await accountsOf(db, [row.id_client]);
      await db.query('commit');
      created = { ...row, accounts: accounts.rows };
    } finally {
      db.release();
    }
    await audit(auth, 'POST', '/api/clients', 201);
    return reply.code(201).send({ client: { idClient: created.id_client, clientName: created.client_name, accounts: created.accounts } });
  });
  app.delete<{ Params: { id: string } }>('/api/clients/:id', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    const db = await pool.connect();
    try {
      await db.query('begin');
      await db.query(`select * from clients where id_client = $1`, [request.params.id]);
      await db.query(`delete from clients where id_client = $1`, [request.params.id]);
      await db.query('commit');
    } finally {
      db.release();
    }
    await audit(auth, 'DELETE', `/api/clients/${request.params.id}`, 204);
    return reply.code(204).send();
  });
} else {
  // Lean: a session checked once, then trusted from memory; every answer is one statement.
  const sessions = new Map<string, string>();
  const authenticate = async (header: string | undefined) => {
    const token = await verify(header);
    if (!token) return null;
    if (sessions.get(token.idSession) === token.idUser) return token;
    const { rows } = await pool.query(
      `select 1 from sign_in_sessions s join users u on u.id_user = s.id_user where s.id_session = $1 and s.id_user = $2 and s.revoked_at is null and u.enabled and not u.deleted`,
      [token.idSession, token.idUser],
    );
    if (!rows[0]) return null;
    sessions.set(token.idSession, token.idUser);
    return token;
  };
  app.get('/api/clients', async (request, reply) => {
    if (!(await authenticate(request.headers.authorization))) return reply.code(401).send({ message: 'unauthorized' });
    const { rows } = await pool.query({
      name: 'lean-list',
      text: `select c.*, count(*) over ()::int as total,
               coalesce((select json_agg(json_build_object('idClientAccount', a.id_client_account, 'accountName', a.account_name) order by a.account_name)
                           from client_accounts a where a.id_client = c.id_client), '[]') as accounts
             from clients c order by c.client_name asc, c.id_client asc limit 25 offset 0`,
    });
    return { clients: rows, searchCriteria: { totalCount: rows[0]?.total ?? 0 } };
  });
  app.get('/api/userinfo', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    const { rows } = await pool.query({
      name: 'lean-userinfo',
      text: `select row_to_json(u) as "user",
               (select json_agg(row_to_json(a)) from user_accounts ua join client_accounts a on a.id_client_account = ua.id_client_account where ua.id_user = u.id_user) as accounts,
               (select json_agg(json_build_object('idRole', r.id_role, 'role', r.role, 'account', ur.id_client_account)) from user_roles ur join roles r on r.id_role = ur.id_role where ur.id_user = u.id_user) as roles,
               (select json_agg(json_build_object('account', rp.id_client_account, 'action', rp.action, 'subject', rp.subject)) from user_roles ur join role_permissions rp on rp.id_role = ur.id_role where ur.id_user = u.id_user) as permissions
             from users u where u.id_user = $1`,
      values: [auth.idUser],
    });
    return rows[0];
  });
  app.post<{ Body: { clientName: string } }>('/api/clients', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    const { rows } = await pool.query({
      name: 'lean-create',
      text: `with created as (insert into clients (client_name) values ($1) returning *),
                  audited as (insert into audit_log (id_user, id_user_acting, method, path, status_code) values ($2, $2, 'POST', '/api/clients', 201))
             select id_client as "idClient", client_name as "clientName" from created`,
      values: [request.body.clientName, auth.idUser],
    });
    return reply.code(201).send({ client: { ...rows[0], accounts: [] } });
  });
  app.delete<{ Params: { id: string } }>('/api/clients/:id', async (request, reply) => {
    const auth = await authenticate(request.headers.authorization);
    if (!auth) return reply.code(401).send({ message: 'unauthorized' });
    await pool.query({
      name: 'lean-delete',
      text: `with deleted as (delete from clients where id_client = $1 returning id_client),
                  audited as (insert into audit_log (id_user, id_user_acting, method, path, status_code) select $2, $2, 'DELETE', '/api/clients/' || id_client, 204 from deleted)
             select count(*) from deleted`,
      values: [request.params.id, auth.idUser],
    });
    return reply.code(204).send();
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
