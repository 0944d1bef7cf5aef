/**
 * What the generic routes of a described resource do, apart from their SQL (resource-repository.ts)
 * and their declarations (resource-routes.ts). Each checks the permission (View / Create / Edit,
 * and Edit for delete) of the description's subject and keeps callers inside the accounts they
 * hold it on (ownership.ts): a record outside them answers exactly like a missing one (403), so
 * nobody learns what exists elsewhere. Callers holding the permission on every account see real
 * 404s. A write is checked again after it is made, in its transaction: a record may not be
 * created, or moved, where the caller could not reach it. Writes run the binding's hooks, save
 * the parts of the save plan and record their audit entry.
 */
import type { FastifyRequest } from 'fastify';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { diffPart } from '../../shared/resources';
import { canAccess } from '../../shared/permissions';
import { authOf, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { auditEntry, type AuditEntry } from '../lib/audit';
import { forbidden, notFound } from '../lib/errors';
import type { AudienceAnswer, PartContext, ResourceBinding } from './binding';
import { ownershipOf, type Scope } from './ownership';
import { narrowsByPath, type ResourceRepository } from './resource-repository';

type Row = Record<string, unknown>;
type Params = Record<string, string>;

const refusal = (scope: Scope) => (scope.all ? notFound() : forbidden());

/** The row found, or the refusal the caller may hear when there is none. */
function found(row: Row | undefined, scope: Scope): Row {
  if (!row) throw refusal(scope);
  return row;
}

export class ResourceService {
  private readonly owner: ReturnType<typeof ownershipOf>;

  constructor(
    private readonly db: Db,
    private readonly binding: ResourceBinding,
    private readonly repository: ResourceRepository,
  ) {
    this.owner = ownershipOf(db, binding, repository.columns);
    // Every part of the save plan needs its storage: refuse to start without.
    const { description } = binding;
    for (const part of description.savePlan?.parts ?? []) {
      if (!binding.parts?.[part.name]) throw new Error(`${description.name}: the save plan's part "${part.name}" has no binding`);
    }
  }

  /** Whether the second audience's answer is the one to give (SecondAudience). */
  asksAsAudience(request: FastifyRequest): boolean {
    const { audience, description } = this.binding;
    if (!audience) return false;
    const query = request.query as Record<string, unknown>;
    const permissions = request.auth?.accountPermissions ?? [];
    const idClientAccount = (request.params as Params).idClientAccount;
    const holds = (subject: typeof audience.subject) => canAccess(permissions, { action: 'View', subject, idClientAccount });
    return holds(audience.subject) && (!holds(description.subject) || query.idWarehouse !== undefined);
  }

  /** The second audience's answer (asksAsAudience). */
  answerAsAudience(answer: AudienceAnswer, request: FastifyRequest) {
    return answer.run(this.db, { request, params: request.params as Params, query: request.query as Record<string, unknown> });
  }

  /** One page of the records the caller may see; `asked` holds the query parameters naming columns. */
  async list(request: FastifyRequest, criteria: SearchCriteria, asked: Record<string, unknown> = {}) {
    const { binding, db } = this;
    const { description } = binding;
    const params = request.params as Params;
    const scope = this.owner.read(request, 'View');
    // A list under an account the caller does not hold is refused, not merely empty.
    if (params.idClientAccount) authorize(request, 'View', description.subject, params.idClientAccount);
    await binding.reachParent?.(db, { request, params, action: 'View' });
    const narrowed = (description.list.queryParams ?? []).filter((name) => typeof asked[name] === 'string');
    if (narrowed.includes('idClientAccount')) authorize(request, 'View', description.subject, String(asked.idClientAccount));
    if (binding.list) return binding.list(db, { request, params, criteria });
    const keptCount = binding.count;
    const counted = keptCount ? () => keptCount(db, { request, criteria, query: asked, params }) : undefined;
    return this.repository.page(scope, criteria, params, { names: narrowed, query: asked }, counted);
  }

  async read(request: FastifyRequest) {
    const scope = this.owner.read(request, 'View');
    const row = found(await this.repository.readOne('read', scope, request.params as Params, this.repository.withNested), scope);
    return (await this.repository.toRecords(this.db, [row], true))[0];
  }

  async create(request: FastifyRequest) {
    const { binding, db, repository } = this;
    const params = request.params as Params;
    const body = request.body as Row;
    const scope = this.owner.create(request);
    let values: Row = { ...body, ...repository.pathValues(params) };
    if (binding.description.ownership === 'user') values.idUser = authOf(request).actingUser.idUser;
    await binding.reachParent?.(db, { request, params, action: 'Create' });
    await this.owner.precheck(request, values);
    // With nothing to check or save beside the row (no hook, no save plan, no condition the
    // row could escape), the insert is the whole write: no transaction, no verification; one
    // statement inserts the row, records the audit entry and reads the nested values.
    if (!binding.beforeWrite && !binding.description.savePlan?.parts.length && !scope.where && !narrowsByPath(params)) {
      const row = await repository.createAudited(values, auditEntry(request, 201)!);
      return (await repository.toRecords(db, [row], true))[0];
    }
    return db.transaction(async (tx) => {
      if (binding.beforeWrite) values = await binding.beforeWrite(tx, { request, values, current: null });
      const row = await repository.insert(tx, values);
      await this.verify(tx, scope, params, row, auditEntry(request, 201)!);
      await this.saveParts(tx, { request, row }, body);
      return (await repository.toRecords(tx, [row]))[0];
    });
  }

  async update(request: FastifyRequest) {
    const { binding, repository } = this;
    const params = request.params as Params;
    const body = request.body as Row;
    const scope = this.owner.read(request, 'Edit');
    return this.db.transaction(async (tx) => {
      const current = found(await repository.findOne(tx, scope, params), scope);
      let values: Row = { ...body, ...repository.pathValues(params) };
      if (binding.beforeWrite) values = await binding.beforeWrite(tx, { request, values, current });
      const row = await repository.update(tx, params, values);
      await this.verify(tx, scope, params, row, auditEntry(request, 200)!);
      await this.saveParts(tx, { request, row }, body);
      return (await repository.toRecords(tx, [row]))[0];
    });
  }

  /** What still uses the record, for the portal to say before asking to delete it. */
  async usage(request: FastifyRequest) {
    const scope = this.owner.read(request, 'Edit');
    const current = found(await this.repository.readOne('usage', scope, request.params as Params, this.repository.columns), scope);
    return this.repository.usage(current[this.binding.description.idField]);
  }

  async remove(request: FastifyRequest) {
    const { binding, repository } = this;
    const params = request.params as Params;
    const scope = this.owner.read(request, 'Edit');
    // Without a hook to run first, one statement deletes what the caller may reach, or nothing,
    // and records the audit entry when it deleted.
    if (!binding.beforeDelete) {
      if (!(await repository.deleteAudited(scope, params, auditEntry(request, 204)!))) throw refusal(scope);
      return;
    }
    await this.db.transaction(async (tx) => {
      const current = found(await repository.findOne(tx, scope, params), scope);
      await binding.beforeDelete?.(tx, { request, current });
      await repository.delete(tx, params, auditEntry(request, 204)!);
    });
  }

  /** After a write, in its transaction: the row must still be one the caller may touch. */
  private async verify(tx: Tx, scope: Scope, params: Params, row: Row, audit: AuditEntry) {
    if (!(await this.repository.reachesWritten(tx, scope, params, row[this.binding.description.idField], audit))) throw refusal(scope);
  }

  /**
   * The save plan's parts, after the record is written and inside its transaction: for each part
   * the body carries, deletions of what is no longer wanted (or changed), then creations.
   */
  private async saveParts(tx: Tx, context: PartContext<Row>, composite: Row) {
    for (const part of this.binding.description.savePlan?.parts ?? []) {
      const wanted = part.items(composite);
      if (!wanted) continue;
      const saver = this.binding.parts![part.name];
      const { removed, added, changed } = diffPart(part, await saver.current(tx, context), wanted, !!saver.change);
      for (const item of removed) await saver.remove(tx, context, item);
      for (const item of changed ?? []) await saver.change!(tx, context, item.stored, item.wanted);
      for (const item of added) await saver.add(tx, context, item);
    }
  }
}
