import { describe, expect, it } from 'vitest';
import en from '../../../../../../locales/en.json';
import fr from '../../../../../../locales/fr.json';
import { ACTIONS, SUBJECT_GROUP_IDS, SUBJECTS } from '../../../../../../shared/permissions';
import {
  changeableCells,
  isChangeable,
  cellsState,
  isGranted,
  matrixOf,
  permissionsOf,
  sameMatrix,
  setCells,
  toggleCells,
} from '../../../../../../web/administration/roles/common/permission-matrix';

describe('permission matrix', () => {
  it('labels every subject, group and action in English and French', () => {
    for (const { resources } of [en, fr]) {
      const labels = resources.roles as { subjects: Record<string, string>; subjectGroups: Record<string, string>; actions: Record<string, string> };
      expect(SUBJECTS.filter((s) => !labels.subjects[s])).toEqual([]);
      expect(SUBJECT_GROUP_IDS.filter((group) => !labels.subjectGroups[group])).toEqual([]);
      expect(ACTIONS.filter((a) => !labels.actions[a])).toEqual([]);
    }
  });

  it('reads the API list and gives it back in subject then action order, without duplicates', () => {
    const matrix = matrixOf([
      { action: 'Edit', subject: 'AdminUsers' },
      { action: 'View', subject: 'AdminUsers' },
      { action: 'View', subject: 'CoreOrders' },
      { action: 'View', subject: 'CoreOrders' },
    ]);
    expect(isGranted(matrix, 'AdminUsers', 'Edit')).toBe(true);
    expect(isGranted(matrix, 'AdminUsers', 'Create')).toBe(false);
    expect(permissionsOf(matrix)).toEqual([
      { action: 'View', subject: 'CoreOrders' },
      { action: 'View', subject: 'AdminUsers' },
      { action: 'Edit', subject: 'AdminUsers' },
    ]);
  });

  it('ticks and clears a cell, a row and a column without touching the rest', () => {
    let matrix = matrixOf([{ action: 'View', subject: 'CoreOrders' }]);
    matrix = setCells(matrix, ['AdminRoles'], ACTIONS, true);
    expect(permissionsOf(matrix)).toHaveLength(5);
    matrix = setCells(matrix, SUBJECTS, ['View'], false);
    expect(permissionsOf(matrix)).toEqual([
      { action: 'Create', subject: 'AdminRoles' },
      { action: 'Edit', subject: 'AdminRoles' },
      { action: 'BulkImport', subject: 'AdminRoles' },
    ]);
  });

  it('says whether all, some or none of a row or column is ticked', () => {
    const matrix = matrixOf([
      { action: 'View', subject: 'AdminGroups' },
      { action: 'Create', subject: 'AdminGroups' },
    ]);
    expect(cellsState(matrix, ['AdminGroups'], ACTIONS)).toBe('some');
    expect(cellsState(matrix, ['AdminGroups'], ['View', 'Create'])).toBe('all');
    expect(cellsState(matrix, ['AdminUsers'], ACTIONS)).toBe('none');
    expect(cellsState(matrix, SUBJECTS, ['View'])).toBe('some');
  });

  it('toggles to all, and from all to none', () => {
    const some = matrixOf([{ action: 'View', subject: 'AdminGroups' }]);
    const all = toggleCells(some, ['AdminGroups'], ACTIONS);
    expect(cellsState(all, ['AdminGroups'], ACTIONS)).toBe('all');
    expect(cellsState(toggleCells(all, ['AdminGroups'], ACTIONS), ['AdminGroups'], ACTIONS)).toBe('none');
    const everything = toggleCells(matrixOf([]), SUBJECTS, ACTIONS);
    expect(permissionsOf(everything)).toHaveLength(SUBJECTS.length * ACTIONS.length);
  });

  it('leaves the cells the caller may not change as they are when a row or column is toggled', () => {
    const changeable = new Set(['View:AdminGroups', 'Edit:AdminGroups']);
    const locked = matrixOf([{ action: 'BulkImport', subject: 'AdminGroups' }]);
    const on = toggleCells(locked, ['AdminGroups'], ACTIONS, changeable);
    expect(permissionsOf(on)).toEqual([
      { action: 'View', subject: 'AdminGroups' },
      { action: 'Edit', subject: 'AdminGroups' },
      { action: 'BulkImport', subject: 'AdminGroups' },
    ]);
    // Every changeable cell ticked: the toggle clears them, and only them.
    expect(permissionsOf(toggleCells(on, ['AdminGroups'], ACTIONS, changeable))).toEqual([{ action: 'BulkImport', subject: 'AdminGroups' }]);
    expect(changeableCells(changeable, ['AdminUsers'], ACTIONS)).toEqual([]);
    expect(isChangeable(undefined, 'AdminUsers', 'View')).toBe(true);
  });

  it('compares matrices by their ticked cells', () => {
    const a = matrixOf([{ action: 'View', subject: 'AdminGroups' }]);
    expect(sameMatrix(a, setCells(matrixOf([]), ['AdminGroups'], ['View'], true))).toBe(true);
    expect(sameMatrix(a, setCells(a, ['AdminGroups'], ['Edit'], true))).toBe(false);
  });
});
