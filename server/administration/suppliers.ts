/** Storage of an account's suppliers; the name is unique in the account (any case). */
import { suppliers } from '../../shared/administration/suppliers';
import { suppliers as suppliersTable } from '../db/schema';
import { bind } from '../registry/binding';

export const suppliersBinding = bind({
  description: suppliers,
  table: suppliersTable,
  shape: ({ createdAt: _createdAt, ...record }) => record,
});
