import { Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { customerOrderDocuments } from '../../../shared/ordering/order-documents';
import { collectionCalls, collectionKey } from '../../../shared/registry/collection';
import type { CustomerOrderDocument } from '../../../shared/ordering/schemas';
import { formatBytes } from '../../../shared/rules/display';
import { DOCUMENT_ACCEPT } from '../../../shared/rules/document-content';
import { downloadDocument as download } from '../common/download-file';
import { FileListEditor } from '../../components/files/FileListEditor';
import { useReadFiles } from '../../components/files/read-files';
import { useNotifyError } from '../../components/use-notify-error';
import { useTranslate } from '../../shell/i18n/use-translate';
import { timelineKey } from './OrderTimeline';
import { useSessionApi } from '../../shell/session/SessionProvider';

/**
 * An order's documents, read again after every change (with the order's story): files added in
 * turn after the last one, one downloaded, one removed; `busy` while one runs, failures notified.
 */
const useOrderDocuments = (idCustomerOrder: string, initial: CustomerOrderDocument[]) => {
  const translate = useTranslate();
  const api = useSessionApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const readFiles = useReadFiles('document', translate('pages.checkout.document'));
  const calls = collectionCalls(api, customerOrderDocuments);
  const queryKey = collectionKey(customerOrderDocuments, idCustomerOrder);
  const { data: documents = initial } = useQuery({
    queryKey,
    queryFn: async () => (await calls.list({ idCustomerOrder })).documents,
    initialData: initial,
    staleTime: 30_000,
  });
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: timelineKey(idCustomerOrder) });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const add = (files: File[]) =>
    act(async () => {
      let position = documents.length;
      for (const { file, content, fileType, title } of await readFiles(files)) {
        await calls.create(
          { idCustomerOrder },
          {
            document: content,
            documentName: title,
            documentFileName: file.name,
            documentSize: file.size,
            fileType,
            displayPosition: ++position,
          },
        );
        notify('pages.orders.documents.added', { type: 'info', messageArgs: { name: file.name } });
      }
    });
  const ids = (doc: CustomerOrderDocument) => ({ idCustomerOrder, idCustomerOrderDocument: doc.idCustomerOrderDocument });
  return {
    documents,
    busy,
    add,
    download: (doc: CustomerOrderDocument) => act(async () => download((await calls.read(ids(doc))).document)),
    remove: (doc: CustomerOrderDocument) => act(() => calls.remove(ids(doc))),
  };
};

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
  const { documents, busy, ...act } = useOrderDocuments(idCustomerOrder, initial);
  if (documents.length === 0 && !changeable) return null;
  return (
    <Card data-testid="order-documents">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('pages.orders.detail.documents')}
        </Typography>
        <FileListEditor
          items={documents}
          keyOf={(doc) => doc.idCustomerOrderDocument}
          title={(doc) => doc.documentName}
          details={(doc) => [doc.documentDescription, doc.documentFileName, formatBytes(doc.documentSize)].filter(Boolean).join(' · ')}
          download={{
            label: (doc) => translate('pages.orders.documents.download', { name: doc.documentName }),
            onDownload: (doc) => void act.download(doc),
          }}
          remove={
            changeable
              ? {
                  label: (doc) => translate('pages.checkout.removeDocument', { name: doc.documentName }),
                  confirm: { title: 'pages.orders.documents.removeTitle', content: 'pages.orders.documents.removeContent' },
                  onRemove: (_index, doc) => void act.remove(doc),
                }
              : undefined
          }
          add={
            changeable
              ? {
                  label: translate('pages.checkout.addDocuments'),
                  accept: DOCUMENT_ACCEPT,
                  testId: 'order-document-input',
                  onFiles: (files) => void act.add(files),
                }
              : undefined
          }
          empty={translate('pages.checkout.noDocuments')}
          busy={busy}
          testIds={{ item: 'order-document' }}
        />
      </CardContent>
    </Card>
  );
};
