/**
 * The permission matrix of a role on one account: every subject x View / Create / Edit /
 * BulkImport. The editor keeps the ticked cells as a set of "Action:Subject" keys; the API takes
 * and gives the list of { action, subject }, which replaces the stored one whole. Its rows are
 * the subjects by group (shared SUBJECT_GROUPS).
 */
import { ACTIONS, SUBJECTS, type Action, type Permission, type Subject } from '../../../../shared/permissions';

export type PermissionMatrix = ReadonlySet<string>;
export type CellsState = 'all' | 'some' | 'none';

const key = (action: Action, subject: Subject) => `${action}:${subject}`;

export const matrixOf = (permissions: readonly Permission[]): PermissionMatrix => new Set(permissions.map((p) => key(p.action, p.subject)));

export const isGranted = (matrix: PermissionMatrix, subject: Subject, action: Action) => matrix.has(key(action, subject));

/** The list the API takes, in the matrix's order (subject, then action): the same matrix gives the same list. */
export const permissionsOf = (matrix: PermissionMatrix): Permission[] =>
  SUBJECTS.flatMap((subject) => ACTIONS.filter((action) => isGranted(matrix, subject, action)).map((action) => ({ action, subject })));

/** Ticks (on) or unticks every cell of these subjects x actions: a cell, a row, a column or a whole group. */
export function setCells(matrix: PermissionMatrix, subjects: readonly Subject[], actions: readonly Action[], on: boolean): PermissionMatrix {
  const next = new Set(matrix);
  for (const subject of subjects) {
    for (const action of actions) {
      if (on) next.add(key(action, subject));
      else next.delete(key(action, subject));
    }
  }
  return next;
}

/**
 * The cells the caller may change (shared grantableCells: the permissions they hold in that
 * account); undefined: every cell. The others are shown read-only, and toggles leave them alone.
 */
export type ChangeableCells = ReadonlySet<string> | undefined;

export const isChangeable = (changeable: ChangeableCells, subject: Subject, action: Action) => !changeable || changeable.has(key(action, subject));

/** The subjects x actions a toggle acts on: only the changeable cells. */
export function changeableCells(changeable: ChangeableCells, subjects: readonly Subject[], actions: readonly Action[]) {
  const cells: [Subject, Action][] = [];
  for (const subject of subjects) for (const action of actions) if (isChangeable(changeable, subject, action)) cells.push([subject, action]);
  return cells;
}

/** Whether all, some or none of these cells are ticked: a row or column toggle shows it (checked / mixed / empty). */
export function cellsState(matrix: PermissionMatrix, subjects: readonly Subject[], actions: readonly Action[]): CellsState {
  let ticked = 0;
  for (const subject of subjects) for (const action of actions) if (isGranted(matrix, subject, action)) ticked++;
  return ticked === 0 ? 'none' : ticked === subjects.length * actions.length ? 'all' : 'some';
}

/**
 * A toggle ticks every changeable cell unless they are all ticked already, which it clears; cells
 * the caller may not change keep their state.
 */
export function toggleCells(
  matrix: PermissionMatrix,
  subjects: readonly Subject[],
  actions: readonly Action[],
  changeable?: ChangeableCells,
): PermissionMatrix {
  const cells = changeableCells(changeable, subjects, actions);
  const on = !cells.every(([subject, action]) => isGranted(matrix, subject, action));
  return cells.reduce((next, [subject, action]) => setCells(next, [subject], [action], on), matrix);
}

export const sameMatrix = (a: PermissionMatrix, b: PermissionMatrix) => a.size === b.size && [...a].every((k) => b.has(k));
