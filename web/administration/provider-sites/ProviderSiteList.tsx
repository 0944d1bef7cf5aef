import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { providerSites, type providerSiteRecord } from '../../../shared/administration/provider-sites';
import { EditableList } from '../../components/list/EditableList';
import { siteEditPath } from './site-paths';
import { useSiteStatusChoices, useSiteStatusName } from './use-site-statuses';
import type { z } from 'zod';

type Row = z.infer<typeof providerSiteRecord> & { id: string };
const editPath = (_id: unknown, _resource: string, record: Row) => siteEditPath(record);

/** Every provider's sites, by name: provider, city, status, and how many contacts and boxes each has. */
export const ProviderSiteList = () => {
  const statusName = useSiteStatusName();
  const { choices } = useSiteStatusChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="idProvider" source="idProvider" reference="providers" perPage={1000} sort={{ field: 'providerName', order: 'ASC' }} alwaysOn>
      <AutocompleteInput optionText="providerName" />
    </ReferenceInput>,
    <SelectInput key="statusCode" source="statusCode" choices={choices} alwaysOn />,
  ];
  return (
    <EditableList<Row>
      description={providerSites}
      filters={filters}
      phone={{
        primaryText: (record) => record.siteName,
        secondaryText: (record) => `${record.providerName} · ${record.city}`,
        tertiaryText: (record) => statusName(record.statusCode),
      }}
      rowClick={editPath}
      rowActions={{ editPath: siteEditPath }}
    >
      <DataTable.Col source="providerName" disableSort />
      <DataTable.Col source="siteName" />
      <DataTable.Col source="city" />
      <DataTable.Col source="statusCode" render={(record) => statusName((record as Row).statusCode)} />
      <DataTable.Col source="contactCount" align="right" disableSort />
      <DataTable.Col source="boxCount" align="right" disableSort />
    </EditableList>
  );
};

export default ProviderSiteList;
