/**
 * Where an import goes: client, account, role, language, address book, warehouse and shipping
 * method, each named by id, code (an account's, a shipping method's, a language's) or name, any
 * case: the one rule of every target flag, imports' and exports' alike (`namedCandidates`). A
 * choice left open is taken when exactly one candidate exists; otherwise it is reported as
 * missing, with its candidates, so that the CLI asks (on a terminal) or stops with a usage error
 * naming the flag, and the browser shows a select.
 */
import type { ImportKind } from './kinds';
import type { ImportTargets } from './protocol';

export interface TargetFlags {
  client?: string;
  account?: string;
  role?: string;
  language?: string;
  addressBook?: string;
  warehouse?: string;
  shippingMethod?: string;
}
export type TargetName = keyof TargetFlags;

export interface Candidate {
  id: string;
  name: string;
  /** A short code it is also known by (an account's MLS). */
  code?: string;
}

/** How a candidate is named in a list of choices: "Boutiques France (MLS)". */
export const candidateLabel = (candidate: Candidate) =>
  candidate.code && candidate.code !== candidate.name ? `${candidate.name} (${candidate.code})` : candidate.name;

/**
 * The candidates a flag's value names: by id, else by code, else by name; any case, spaces
 * around ignored. Several (two clients' accounts of one name) leave the choice open among them.
 */
export function namedCandidates<C extends Candidate>(value: string, candidates: readonly C[]): C[] {
  const wanted = value.trim().toLowerCase();
  for (const key of ['id', 'code', 'name'] as const) {
    const found = candidates.filter((c) => c[key] !== undefined && c[key].toLowerCase() === wanted);
    if (found.length) return found;
  }
  return [];
}

export interface ResolvedTargets {
  idClient?: string;
  idClientAccount?: string;
  idRole?: string;
  cultureLanguageCode?: string;
  idAddressBook?: string;
  idWarehouse?: string;
  idShippingMethod?: string;
}

export type Resolution =
  | { status: 'done'; targets: Required<Pick<ResolvedTargets, 'idClient' | 'idClientAccount'>> & ResolvedTargets }
  | { status: 'missing'; target: TargetName; candidates: Candidate[] }
  | { status: 'unknown'; target: TargetName; value: string; candidates: Candidate[] };

/** The targets an import of `kind` needs, in the order they are chosen. */
const TARGETS: Record<ImportKind, TargetName[]> = {
  users: ['client', 'account', 'role', 'language'],
  addresses: ['client', 'account', 'addressBook'],
  products: ['client', 'account'],
  orders: ['client', 'account', 'warehouse', 'shippingMethod', 'addressBook'],
  stock: ['client', 'account', 'warehouse'],
  'supplier-orders': ['client', 'account', 'warehouse'],
  'work-orders': ['client', 'account', 'warehouse'],
};
export const targetsOf = (kind: ImportKind): TargetName[] => TARGETS[kind];

const unique = (candidates: Candidate[]) => [...new Map(candidates.map((c) => [c.id, c])).values()];

function pick(target: TargetName, value: string | undefined, candidates: Candidate[]): Resolution | string {
  if (value !== undefined) {
    const found = namedCandidates(value, candidates);
    if (found.length === 1) return found[0].id;
    return found.length ? { status: 'missing', target, candidates: found } : { status: 'unknown', target, value, candidates };
  }
  return candidates.length === 1 ? candidates[0].id : { status: 'missing', target, candidates };
}

const ID_OF = {
  client: 'idClient',
  account: 'idClientAccount',
  role: 'idRole',
  language: 'cultureLanguageCode',
  addressBook: 'idAddressBook',
  warehouse: 'idWarehouse',
  shippingMethod: 'idShippingMethod',
} as const;

export interface TargetStep {
  target: TargetName;
  candidates: Candidate[];
  /** The chosen id (given, or the only candidate); absent when the step is still open. */
  id?: string;
}

/**
 * The choices of an import in order, each with its candidates given the ones before, up to and
 * including the first that is still open (or named wrongly): the browser shows one select per step.
 */
export function targetSteps(kind: ImportKind, choices: ImportTargets, flags: TargetFlags): { steps: TargetStep[]; resolution: Resolution } {
  const accounts = choices.accounts.filter((a) => a.kinds.includes(kind));
  const resolved: ResolvedTargets = {};
  const steps: TargetStep[] = [];
  for (const target of targetsOf(kind)) {
    let candidates: Candidate[];
    switch (target) {
      case 'client':
        candidates = unique(accounts.map((a) => ({ id: a.idClient, name: a.clientName })));
        break;
      case 'account':
        candidates = accounts.filter((a) => a.idClient === resolved.idClient).map((a) => ({ id: a.idClientAccount, name: a.accountName, code: a.accountCode }));
        break;
      case 'role':
        candidates = choices.roles
          .filter((r) => r.idClient === resolved.idClient && (r.idClientAccount ?? resolved.idClientAccount) === resolved.idClientAccount)
          .map((r) => ({ id: r.idRole, name: r.role }));
        break;
      case 'language':
        candidates = choices.languages.map((l) => ({ id: l.cultureLanguageCode, name: l.name, code: l.cultureLanguageCode }));
        break;
      case 'addressBook':
        candidates = choices.addressBooks
          .filter((b) => b.idClientAccount === resolved.idClientAccount)
          .map((b) => ({ id: b.idAddressBook, name: b.addressBookName }));
        break;
      case 'warehouse':
        candidates = choices.warehouses
          .filter((w) => w.idClientAccount === resolved.idClientAccount)
          .map((w) => ({ id: w.idWarehouse, name: w.warehouseName }));
        break;
      case 'shippingMethod':
        candidates = choices.shippingMethods
          .filter((m) => m.idClientAccount === resolved.idClientAccount)
          .map((m) => ({ id: m.idShippingMethod, name: m.shippingMethodName, code: m.shippingMethodCode }));
        break;
    }
    const answer = pick(target, flags[target], candidates);
    if (typeof answer !== 'string') {
      steps.push({ target, candidates });
      return { steps, resolution: answer };
    }
    steps.push({ target, candidates, id: answer });
    resolved[ID_OF[target]] = answer;
  }
  return { steps, resolution: { status: 'done', targets: resolved as Required<Pick<ResolvedTargets, 'idClient' | 'idClientAccount'>> & ResolvedTargets } };
}

/** Resolves one step at a time: call again with the answer filled in until it is `done`. */
export const resolveTargets = (kind: ImportKind, choices: ImportTargets, flags: TargetFlags): Resolution => targetSteps(kind, choices, flags).resolution;
