import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, SimpleList, type RaRecord, type RowClickFunction, type SimpleListProps } from 'react-admin';
import { ResourceList, type ResourceListProps } from './ResourceList';
import { RowActions, type RowActionsProps } from './RowActions';

export interface EditableListProps<Row extends RaRecord> extends Omit<ResourceListProps, 'children'> {
  /** A row on a phone: SimpleList's lines (and its right icon). */
  phone: Pick<SimpleListProps<Row>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'rightIcon'>;
  /** Where a row leads, on a phone and in the table: its edit screen unless told. */
  rowClick?: string | false | RowClickFunction<Row>;
  /** What RowActions is told besides the description (a delete's meta, an edit path, which rows it acts on). */
  rowActions?: Omit<RowActionsProps<Row>, 'description'>;
  /** The table's columns (DataTable.Col), each a direct child; the actions column comes after them. */
  children: ReactNode;
}

/**
 * A list whose rows open their record's form: the resource's ResourceList, a SimpleList of the
 * phone lines on a small screen and otherwise a table of the columns, each row opening the record,
 * no bulk actions, and RowActions in a last "Actions" column (README, "Screen conventions").
 */
export const EditableList = <Row extends RaRecord>({ phone, rowClick = 'edit', rowActions, children, ...rest }: EditableListProps<Row>) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // SimpleList types rowClick's record as RaRecord whatever its RecordType (ra-ui-materialui's SimpleListItem); its records are this list's.
  const phoneClick =
    typeof rowClick === 'function' ? (id: RaRecord['id'], resource: string, record: RaRecord) => rowClick(id, resource, record as Row) : rowClick;
  return (
    <ResourceList {...rest}>
      {isSmall ? (
        <SimpleList<Row> {...phone} rowClick={phoneClick} />
      ) : (
        <DataTable<Row> rowClick={rowClick} bulkActionButtons={false}>
          {children}
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions<Row> description={rest.description} {...rowActions} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};
