import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { RecordListSection, SectionActionsColumn, SectionRows } from '../../components/RecordListSection';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, FilterForm, Pagination, SearchInput, SimpleList, useCanAccess, useListContext, useRecordContext, type Identifier } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { addressBookAddresses } from '../../../shared/administration/address-books';
import { ADDRESS_TYPE_LABELS } from '../../../shared/rules/address';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { AddressForm } from '../../components/address/AddressForm';
import { AddressName } from '../../components/address/AddressName';
import { addressOnOneLine } from '../../../shared/rules/address';

type Row = RecordOf<typeof addressBookAddresses> & { id: string };
type Meta = { params: { idAddressBook: string } };

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const ENABLED_HINT = 'resources.addressBookAddresses.hints.enabled';

/** The address in the dialog: its form, and beside Save the same confirmed deletion as the table's, at any width. */
const EditedAddress = ({ meta, canEdit, onDeleted }: { meta: Meta; canEdit: boolean; onDeleted: () => void }) => {
  const record = useRecordContext<Row>();
  if (!record) return null;
  const deletable = canEdit && !record.readOnly;
  return (
    <AddressForm
      readOnly={record.readOnly || !canEdit}
      enabledHint={ENABLED_HINT}
      inDialog
      deleteButton={deletable ? <ConfirmDeleteButton redirect={false} meta={meta} onDeleted={onDeleted} name={record.addressName} /> : null}
    />
  );
};

const Rows = ({ meta, onOpen, canEdit }: { meta: Meta; onOpen: (id: Identifier) => void; canEdit: boolean }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const open = (id: Identifier) => {
    onOpen(id);
    return false as const;
  };
  return (
    <SectionRows
      none={translate(filterValues.q ? 'ra.navigation.no_results' : 'resources.addressBookAddresses.empty', {
        name: translate('resources.addressBookAddresses.name', { smart_count: 2 }),
      })}
      phone={<SimpleList<Row> primaryText={(record) => <AddressName record={record} />} secondaryText={(record) => addressOnOneLine(record)} rowClick={open} />}
    >
      <DataTable<Row> rowClick={open} bulkActionButtons={false}>
        <DataTable.Col source="reference" />
        <DataTable.Col source="addressName" render={(record) => <AddressName record={record as Row} />} />
        <DataTable.Col
          source="address1"
          label="resources.addressBookAddresses.fields.address"
          disableSort
          render={(record) => addressOnOneLine(record as Row)}
        />
        {/* The known types by name; a type the portal does not know (imported) as it is stored. */}
        <DataTable.Col
          source="addressType"
          render={(record) => {
            const type = String(record.addressType ?? '');
            return ADDRESS_TYPE_LABELS[type] ? translate(ADDRESS_TYPE_LABELS[type]) : type;
          }}
        />
        {/* Rows open on a click; these buttons open and delete by keyboard too. */}
        <SectionActionsColumn<Row>
          actionsOf={(row) => {
            const editable = canEdit && !row.readOnly;
            return {
              label: editable ? 'ra.action.edit' : 'ra.action.show',
              icon: editable ? <EditIcon /> : <VisibilityIcon />,
              onOpen: () => onOpen(row.id),
              remove: editable ? <ConfirmDeleteButton redirect={false} meta={meta} name={row.addressName} /> : null,
            };
          }}
        />
      </DataTable>
    </SectionRows>
  );
};

/**
 * The addresses of one book: search, pages of 25, a dialog to add or edit one (the user's own
 * address form and rules), deletion after confirmation from the row or the dialog (the only
 * place on a phone, whose list has no room for buttons). Read-only addresses open without save.
 */
export const BookAddresses = ({ idAddressBook }: { idAddressBook: string }) => {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'addressBooks' });
  const meta = { params: { idAddressBook } };
  return (
    <RecordListSection
      titleId="book-addresses-title"
      title={translate('resources.addressBookAddresses.name', { smart_count: 2 })}
      hint={translate('resources.addressBookAddresses.invite')}
      add={{ label: translate('resources.addressBookAddresses.page.create'), icon: <AddLocationAltIcon /> }}
      canEdit={canEdit}
      description={addressBookAddresses}
      meta={meta}
      dialog={{
        title: { create: 'resources.addressBookAddresses.page.create', edit: 'resources.addressBookAddresses.page.edit' },
        maxWidth: 'md',
        create: <AddressForm enabledHint={ENABLED_HINT} inDialog />,
        edit: (onDeleted) => <EditedAddress meta={meta} canEdit={canEdit} onDeleted={onDeleted} />,
      }}
    >
      {(open) => (
        <>
          <FilterForm filters={filters} />
          <Rows meta={meta} onOpen={open} canEdit={canEdit} />
          <Pagination rowsPerPageOptions={[]} />
        </>
      )}
    </RecordListSection>
  );
};
