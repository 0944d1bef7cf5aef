import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ExportButton, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import { boxStocks } from '../../../shared/operations/box-stocks';
import { ResourceList } from '../../components/list/ResourceList';
import { useListExporter } from '../../components/list/use-list-exporter';
import { useTranslate } from '../../shell/i18n/use-translate';

type Stock = {
  id: string;
  productName: string;
  sku: string;
  skuClient: string | null;
  physicalQuantity: number;
  reservedQuantity: number;
  availableQuantity: number;
};

/** The list's toolbar: the export of the whole view (every page, as filtered, searched and sorted). */
const BoxStockActions = () => {
  const exporter = useListExporter(boxStocks);
  return (
    <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>
      <ExportButton maxResults={10000} exporter={exporter} />
    </TopToolbar>
  );
};

/** The box's stock per product: physical, reserved and available, searched by name or SKU, sortable, in pages. */
export const BoxStockList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={boxStocks} filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<BoxStockActions />}>
      {isSmall ? (
        <SimpleList<Stock>
          primaryText={(record) => record.productName}
          secondaryText={(record) => record.sku}
          tertiaryText={(record) =>
            `${translate('resources.boxStocks.fields.availableQuantity')} ${record.availableQuantity} / ${translate('resources.boxStocks.fields.physicalQuantity')} ${record.physicalQuantity}`
          }
          rowClick={false}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="sku" />
          <DataTable.Col source="skuClient" />
          <DataTable.Col source="productName" />
          <DataTable.NumberCol source="physicalQuantity" />
          <DataTable.NumberCol source="reservedQuantity" />
          <DataTable.NumberCol source="availableQuantity" />
        </DataTable>
      )}
    </ResourceList>
  );
};

export default BoxStockList;
