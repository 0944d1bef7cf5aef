import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SelectInput, SimpleList, type RaRecord } from 'react-admin';
import { providerSites, type providerSiteRecord } from '../../../shared/administration/provider-sites';
import { ResourceList } from '../../components/list/ResourceList';
import { siteEditPath } from './site-paths';
import { useSiteStatusChoices, useSiteStatusName } from './use-site-statuses';
import type { z } from 'zod';
import { RowActions } from '../../components/list/RowActions';

type Row = z.infer<typeof providerSiteRecord> & { id: string };
const editPath = (_id: unknown, _resource: string, record: RaRecord) => siteEditPath(record as Row);

/** Every provider's sites, by name: provider, city, status, and how many contacts and boxes each has. */
export const ProviderSiteList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
    <ResourceList description={providerSites} filters={filters}>
      {isSmall ? (
        <SimpleList<Row>
          primaryText={(record) => record.siteName}
          secondaryText={(record) => `${record.providerName} · ${record.city}`}
          tertiaryText={(record) => statusName(record.statusCode)}
          rowClick={editPath}
        />
      ) : (
        <DataTable<Row> rowClick={editPath} bulkActionButtons={false}>
          <DataTable.Col source="providerName" disableSort />
          <DataTable.Col source="siteName" />
          <DataTable.Col source="city" />
          <DataTable.Col source="statusCode" render={(record) => statusName((record as Row).statusCode)} />
          <DataTable.Col source="contactCount" align="right" disableSort />
          <DataTable.Col source="boxCount" align="right" disableSort />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions<Row> description={providerSites} editPath={siteEditPath} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default ProviderSiteList;
