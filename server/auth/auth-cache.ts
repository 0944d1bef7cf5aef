/**
 * What authentication reads, kept in memory for a short time: which user a sign-in session or a
 * masquerade session is (while open), and each user's row and permission set. Most calls then
 * need no statement to authenticate (measured with bench/api-throughput.ts: that statement on
 * every call cost more than half of the API's throughput).
 *
 * Database triggers (migration auth-change-notices) announce every change to these: a user row,
 * a user's roles, a role's permissions, a sign-in or masquerade session closing or going. Each
 * server listens and forgets what changed, so a sign-out, a disabled user or a role change made
 * through any server, or straight in the database, counts from the next call on. A change made
 * through this server is forgotten as soon as its statement runs (the trigger's notice), before
 * its answer goes. While the server cannot listen (its connection lost), nothing is served from
 * memory; and nothing is kept longer than TTL_MS, whatever happens.
 */
import type { AccountPermissions } from '../../shared/permissions';
import type { Database } from '../db';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export const AUTH_CHANNEL = 'wareport_auth';
const TTL_MS = 60_000;
/** Past this many entries of a kind, all of that kind are dropped (a sign-in storm cannot grow memory without bound). */
const MAX_ENTRIES = 20_000;

export interface CachedUser {
  user: UserRow;
  permissions: AccountPermissions[];
}

interface Entry<T> {
  value: T;
  at: number;
}

class Shelf<T> {
  private entries = new Map<string, Entry<T>>();
  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at <= TTL_MS) return entry.value;
    this.entries.delete(key);
    return undefined;
  }
  set(key: string, value: T, now: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, at: now });
  }
  delete(key: string) {
    this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
}

export class AuthCache {
  private readonly sessions = new Shelf<string>();
  private readonly masquerades = new Shelf<{ idUser: string; idUserMasquerade: string }>();
  private readonly users = new Shelf<CachedUser>();
  private listening = false;
  /** Counts the changes heard: what was read before a change and is kept after it could be stale. */
  private changes = 0;

  /** Starts listening to the database's change announcements (until it closes). */
  async listen(database: Pick<Database, 'listen'>) {
    await database.listen(
      AUTH_CHANNEL,
      (what) => this.forget(what),
      (listening) => {
        this.listening = listening;
        this.changes++;
        this.clear();
      },
    );
  }

  /** A mark to give `remember*`: what is read after it is kept only if no change is heard meanwhile. */
  mark() {
    return this.changes;
  }

  /** The open sign-in session's user, with their row and permissions, or undefined when not known here. */
  signedIn(idSession: string, idUser: string, now = Date.now()): CachedUser | undefined {
    if (!this.listening || this.sessions.get(idSession, now) !== idUser) return undefined;
    return this.users.get(idUser, now);
  }

  /** The acting user of an open masquerade session of `idUser` as `idUserMasquerade`, or undefined when not known here. */
  masquerade(idMasquerade: string, idUser: string, idUserMasquerade: string, now = Date.now()): CachedUser | undefined {
    if (!this.listening) return undefined;
    const session = this.masquerades.get(idMasquerade, now);
    if (session?.idUser !== idUser || session.idUserMasquerade !== idUserMasquerade) return undefined;
    return this.users.get(idUserMasquerade, now);
  }

  rememberSignedIn(mark: number, idSession: string, user: CachedUser, now = Date.now()) {
    if (!this.listening || mark !== this.changes) return;
    this.sessions.set(idSession, user.user.idUser, now);
    this.users.set(user.user.idUser, user, now);
  }

  rememberMasquerade(mark: number, idMasquerade: string, idUser: string, acting: CachedUser, now = Date.now()) {
    if (!this.listening || mark !== this.changes) return;
    this.masquerades.set(idMasquerade, { idUser, idUserMasquerade: acting.user.idUser }, now);
    this.users.set(acting.user.idUser, acting, now);
  }

  /** Forgets what an announcement names: `user:<id>`, `session:<id>`, `masquerade:<id>`, or `all`. */
  forget(what: string) {
    this.changes++;
    const [kind, id] = what.split(':');
    if (kind === 'user') this.users.delete(id);
    else if (kind === 'session') this.sessions.delete(id);
    else if (kind === 'masquerade') this.masquerades.delete(id);
    else this.clear();
  }

  private clear() {
    this.sessions.clear();
    this.masquerades.clear();
    this.users.clear();
  }
}
