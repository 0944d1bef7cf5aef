import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { CheckoutDocumentDraft } from '../../shared/ordering/client';
import type { CheckoutDocument } from '../../shared/ordering/schemas';
import { DOCUMENT_ACCEPT, validateDocumentContent } from '../../shared/rules/document-content';
import { formatBytes } from '../../shared/rules/display';
import { moveFile, normalizeFileList, removeFile } from '../../shared/rules/file-list';
import { MAX_FILE_NAME_LENGTH, validateFileName, validateUploadedFile } from '../../shared/rules/file-upload';
import { readAsBase64 } from '../components/images/image-file';
import { LimitedTextField } from '../components/LimitedTextField';
import { useTranslate } from '../i18n/use-translate';

type Draft = CheckoutDocumentDraft & { displayPosition: number; key: string };

let nextKey = 0;
const draftOf = (doc: CheckoutDocument): Draft => ({ ...doc, key: doc.idCartDocument });
// A new document is titled after its file (whose name the upload rule already holds to the limit).
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '');
const headOf = (base64: string) => Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));

/**
 * The documents sent with the order: added, renamed (saved when the name field is left),
 * moved up or down, removed. Every change is saved in the spec's order (deleted, updated,
 * created, then the list read again) through `save`, which the page runs in its save queue.
 */
export const CheckoutDocuments = ({
  documents,
  save,
}: {
  documents: CheckoutDocument[];
  save: (wanted: CheckoutDocumentDraft[]) => Promise<CheckoutDocument[] | undefined>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [drafts, setDrafts] = useState<Draft[]>(() => documents.map(draftOf));
  const [names, setNames] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setDrafts(documents.map(draftOf)), [documents]);

  // The saved list comes back through `documents` (the page keeps it as the documents' query data).
  // One change at a time: a change made while the previous one is saved would be built on a list
  // without the new documents' ids and create them twice.
  const commit = async (next: Draft[]) => {
    const list = normalizeFileList(next, false);
    setDrafts(list);
    setSaving(true);
    try {
      await save(list.map(({ key: _key, ...doc }) => doc));
    } finally {
      setSaving(false);
    }
  };

  const add = async (files: FileList | null) => {
    const added: Draft[] = [];
    for (const file of Array.from(files ?? [])) {
      const title = titleOf(file.name) || file.name;
      const problem = validateUploadedFile(file, { accept: DOCUMENT_ACCEPT, fileTitle: translate('pages.checkout.document') });
      const document = problem ? '' : await readAsBase64(file);
      const refused = problem ?? validateDocumentContent(file.name, headOf(document));
      if (refused) {
        notify(refused.key, { type: 'error', messageArgs: refused.params });
        continue;
      }
      added.push({
        key: `new-${nextKey++}`,
        documentName: title,
        documentFileName: file.name,
        document,
        documentSize: file.size,
        fileType: file.type || 'application/octet-stream',
        displayPosition: drafts.length + added.length + 1,
      });
    }
    if (added.length) await commit([...drafts, ...added]);
  };

  const rename = (index: number) => {
    const draft = drafts[index];
    const name = (names[draft.key] ?? draft.documentName).trim();
    setNames(({ [draft.key]: _done, ...rest }) => rest);
    if (name === draft.documentName || validateFileName(name, translate('pages.checkout.document'))) return;
    void commit(drafts.map((d, i) => (i === index ? { ...d, documentName: name } : d)));
  };

  return (
    <Stack spacing={1}>
      {drafts.length === 0 && <Typography color="text.secondary">{translate('pages.checkout.noDocuments')}</Typography>}
      {drafts.map((doc, index) => {
        const name = names[doc.key] ?? doc.documentName;
        const nameError = validateFileName(name, translate('pages.checkout.document'));
        return (
          <Box
            key={doc.key}
            data-testid="checkout-document"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <DescriptionIcon color="action" />
            <LimitedTextField
              size="small"
              label={translate('pages.checkout.documentName')}
              value={name}
              disabled={saving}
              limit={MAX_FILE_NAME_LENGTH}
              problem={nameError}
              hint={`${doc.documentFileName} · ${formatBytes(doc.documentSize ?? 0)}`}
              onChange={(e) => setNames((n) => ({ ...n, [doc.key]: e.target.value }))}
              onBlur={() => rename(index)}
              onKeyDown={(e) => e.key === 'Enter' && rename(index)}
              sx={{ flex: '1 1 200px' }}
            />
            <Box>
              <IconButton
                aria-label={translate('pages.checkout.moveUp', { name: doc.documentName })}
                disabled={saving || index === 0}
                onClick={() => void commit(moveFile(drafts, index, index - 1, false))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('pages.checkout.moveDown', { name: doc.documentName })}
                disabled={saving || index === drafts.length - 1}
                onClick={() => void commit(moveFile(drafts, index, index + 1, false))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('pages.checkout.removeDocument', { name: doc.documentName })}
                disabled={saving}
                onClick={() => void commit(removeFile(drafts, index, false))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Box>
        );
      })}
      <Box>
        <Button component="label" startIcon={<AttachFileIcon />} variant="outlined" disabled={saving}>
          {translate('pages.checkout.addDocuments')}
          <input
            hidden
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT.join(',')}
            data-testid="checkout-document-input"
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
    </Stack>
  );
};
