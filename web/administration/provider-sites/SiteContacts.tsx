import PersonAddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import { RecordListSection, SectionActionsColumn, SectionRows } from '../../components/RecordListSection';
import { DataTable, SimpleList, useCanAccess, useListContext, useRecordContext, type Identifier } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { providerSiteContacts } from '../../../shared/administration/provider-sites';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useTranslate } from '../../shell/i18n/use-translate';
import { ContactForm } from './ContactForm';

type Row = RecordOf<typeof providerSiteContacts> & { id: string };
type Meta = { params: { idProvider: string; idProviderSite: string } };

const fullName = (contact: Pick<Row, 'firstname' | 'lastname'>) => `${contact.firstname} ${contact.lastname}`.trim();

const EditedContact = ({ meta, onDeleted }: { meta: Meta; onDeleted: () => void }) => {
  const record = useRecordContext<Row>();
  if (!record) return null;
  return <ContactForm deleteButton={<ConfirmDeleteButton redirect={false} meta={meta} onDeleted={onDeleted} name={fullName(record)} />} />;
};

const Rows = ({ meta, onOpen, canEdit }: { meta: Meta; onOpen: (id: Identifier) => void; canEdit: boolean }) => {
  const translate = useTranslate();
  const { refetch } = useListContext<Row>();
  const open = (id: Identifier) => {
    if (canEdit) onOpen(id);
    return false as const;
  };
  return (
    <SectionRows
      none={translate('resources.providerSites.contacts.none')}
      phone={
        <SimpleList<Row>
          primaryText={(record) => fullName(record)}
          secondaryText={(record) => [record.title, record.phone, record.email].filter(Boolean).join(' · ')}
          rowClick={open}
        />
      }
    >
      <DataTable<Row> rowClick={open} bulkActionButtons={false}>
        <DataTable.Col source="lastname" />
        <DataTable.Col source="firstname" />
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="email" />
        {canEdit ? (
          <SectionActionsColumn<Row>
            actionsOf={(row) => ({
              label: 'ra.action.edit',
              icon: <EditIcon />,
              onOpen: () => onOpen(row.id),
              remove: <ConfirmDeleteButton redirect={false} meta={meta} name={fullName(row)} onDeleted={() => void refetch()} />,
            })}
          />
        ) : null}
      </DataTable>
    </SectionRows>
  );
};

/** The contacts of one site (page size 1000, by last name): added, changed and deleted one at a time, the list read again after each. */
export const SiteContacts = ({ idProvider, idProviderSite }: { idProvider: string; idProviderSite: string }) => {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'providerSites' });
  const meta = { params: { idProvider, idProviderSite } };
  return (
    <RecordListSection
      titleId="site-contacts-title"
      title={translate('resources.providerSites.contacts.title')}
      hint={translate('resources.providerSites.contacts.hint')}
      add={{ label: translate('resources.providerSites.contacts.add'), icon: <PersonAddIcon />, sx: { whiteSpace: 'nowrap' } }}
      canEdit={canEdit}
      description={providerSiteContacts}
      meta={meta}
      // One contact's form in a dialog over the site; the list is asked again after each change (spec).
      dialog={{
        title: { create: 'resources.providerSites.contacts.create', edit: 'resources.providerSites.contacts.edit' },
        maxWidth: 'sm',
        create: <ContactForm />,
        edit: (onDeleted) => <EditedContact meta={meta} onDeleted={onDeleted} />,
      }}
    >
      {(open) => <Rows meta={meta} onOpen={open} canEdit={canEdit} />}
    </RecordListSection>
  );
};
