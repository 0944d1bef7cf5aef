import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { orderingClient } from '../../../shared/ordering/client';
import type { ProductDetail } from '../../../shared/ordering/catalog-schemas';
import { formatBytes } from '../../../shared/rules/display';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { downloadDocument } from '../common/download-file';

/** Downloads one of a product's documents; `downloading` is the one under way. */
const useProductDocumentDownload = (idProduct: string) => {
  const notifyError = useNotifyError();
  const api = useSessionApi();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (idDocument: string) => {
    setDownloading(idDocument);
    try {
      downloadDocument(await orderingClient(api).productDocument(idProduct, idDocument));
    } catch (e) {
      notifyError(e);
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
};

/** A product's documents under their heading, each a button that downloads it. */
export const ProductDocumentList = ({ product }: { product: ProductDetail }) => {
  const translate = useTranslate();
  const { downloading, download } = useProductDocumentDownload(product.idProduct);
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate('pages.catalog.documents')}
      </Typography>
      <Stack spacing={0.5} alignItems="flex-start" data-testid="product-documents">
        {product.documents.map((doc) => (
          <Button
            key={doc.idDocument}
            size="small"
            startIcon={<DownloadIcon />}
            disabled={downloading === doc.idDocument}
            onClick={() => void download(doc.idDocument)}
            aria-label={translate('pages.catalog.downloadDocument', { name: doc.documentDescription ?? doc.documentName ?? doc.idDocument })}
            sx={{ textTransform: 'none', textAlign: 'left' }}
          >
            {doc.documentDescription ?? doc.documentName ?? doc.idDocument}
            {doc.documentSize != null ? ` (${formatBytes(doc.documentSize)})` : ''}
          </Button>
        ))}
      </Stack>
    </>
  );
};
