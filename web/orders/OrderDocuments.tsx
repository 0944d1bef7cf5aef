import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { orderingClient } from '../../shared/ordering/client';
import type { CustomerOrderDocument } from '../../shared/ordering/schemas';
import { formatBytes } from '../../shared/rules/display';
import { DOCUMENT_ACCEPT, validateDocumentContent } from '../../shared/rules/document-content';
import { MAX_FILE_NAME_LENGTH, validateUploadedFile } from '../../shared/rules/file-upload';
import { readAsBase64 } from '../components/images/image-file';
import { useNotifyError } from '../components/use-notify-error';
import { useTranslate } from '../i18n/use-translate';
import { useSessionApi } from '../session/SessionProvider';

const headOf = (base64: string) => Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, MAX_FILE_NAME_LENGTH) || fileName.slice(0, MAX_FILE_NAME_LENGTH);

/** Saves a document's file under its own file name (the API sends it base64-encoded). */
function download(doc: { document: string; documentFileName: string; fileType: string }) {
  const bytes = Uint8Array.from(atob(doc.document), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: doc.fileType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.documentFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The order's documents (GET /customerorders/{id}/documents), each downloadable; while the
 * order can still be changed, its owner adds files (the checkout's checks: type, size, content)
 * and removes them after confirming.
 */
export const OrderDocuments = ({
  idCustomerOrder,
  initial,
  changeable,
}: {
  idCustomerOrder: string;
  initial: CustomerOrderDocument[];
  changeable: boolean;
}) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const queryKey = ['customerOrderDocuments', idCustomerOrder];
  const { data: documents = initial } = useQuery({
    queryKey,
    queryFn: () => orderingClient(api).listOrderDocuments(idCustomerOrder),
    initialData: initial,
    staleTime: 30_000,
  });
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CustomerOrderDocument | null>(null);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const add = (files: FileList | null) =>
    act(async () => {
      let position = documents.length;
      for (const file of Array.from(files ?? [])) {
        const problem = validateUploadedFile(file, { accept: DOCUMENT_ACCEPT, fileTitle: translate('pages.checkout.document') });
        const content = problem ? '' : await readAsBase64(file);
        const refused = problem ?? validateDocumentContent(file.name, headOf(content));
        if (refused) {
          notify(refused.key, { type: 'error', messageArgs: refused.params });
          continue;
        }
        await orderingClient(api).addOrderDocument(idCustomerOrder, {
          document: content,
          documentName: titleOf(file.name),
          documentFileName: file.name,
          documentSize: file.size,
          fileType: file.type || 'application/octet-stream',
          displayPosition: ++position,
        });
        notify('pages.orders.documents.added', { type: 'success', messageArgs: { name: file.name } });
      }
    });

  if (documents.length === 0 && !changeable) return null;
  return (
    <Card data-testid="order-documents">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2">
            {translate('pages.orders.detail.documents')}
          </Typography>
          {changeable && (
            <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />} disabled={busy}>
              {translate('pages.checkout.addDocuments')}
              <input
                hidden
                type="file"
                multiple
                accept={DOCUMENT_ACCEPT.join(',')}
                data-testid="order-document-input"
                onChange={(e) => {
                  void add(e.target.files);
                  e.target.value = '';
                }}
              />
            </Button>
          )}
        </Stack>
        {documents.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('pages.checkout.noDocuments')}
          </Typography>
        ) : (
          <List dense>
            {documents.map((doc) => (
              <ListItem
                key={doc.idCustomerOrderDocument}
                disableGutters
                data-testid="order-document"
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={translate('pages.orders.documents.download', { name: doc.documentName })}
                      disabled={busy}
                      onClick={() => void act(async () => download(await orderingClient(api).getOrderDocument(idCustomerOrder, doc.idCustomerOrderDocument)))}
                    >
                      <DownloadIcon />
                    </IconButton>
                    {changeable && (
                      <IconButton
                        aria-label={translate('pages.checkout.removeDocument', { name: doc.documentName })}
                        disabled={busy}
                        onClick={() => setRemoving(doc)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </>
                }
                sx={{ pr: changeable ? 12 : 6 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <DescriptionIcon color="action" />
                </ListItemIcon>
                <ListItemText
                  primary={doc.documentName}
                  secondary={[doc.documentDescription, doc.documentFileName, formatBytes(doc.documentSize)].filter(Boolean).join(' · ')}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title="pages.orders.documents.removeTitle"
        content="pages.orders.documents.removeContent"
        translateOptions={{ name: removing?.documentName ?? '' }}
        onConfirm={() =>
          void act(async () => {
            if (removing) await orderingClient(api).deleteOrderDocument(idCustomerOrder, removing.idCustomerOrderDocument);
            setRemoving(null);
          })
        }
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};
