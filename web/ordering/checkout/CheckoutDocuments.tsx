import { useEffect, useState } from 'react';
import type { CheckoutDocumentDraft } from '../../../shared/ordering/client';
import type { CheckoutDocument } from '../../../shared/ordering/schemas';
import { DOCUMENT_ACCEPT } from '../../../shared/rules/document-content';
import { formatBytes } from '../../../shared/rules/display';
import { moveFile, normalizeFileList, removeFile } from '../../../shared/rules/file-list';
import { validateFileName } from '../../../shared/rules/file-upload';
import { FileListEditor } from '../../components/files/FileListEditor';
import { useReadFiles } from '../../components/files/read-files';
import { useTranslate } from '../../shell/i18n/use-translate';

type Draft = CheckoutDocumentDraft & { displayPosition: number; key: string };

let nextKey = 0;
const draftOf = (doc: CheckoutDocument): Draft => ({ ...doc, key: doc.idCartDocument });

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
  const word = translate('pages.checkout.document');
  const readFiles = useReadFiles('document', word);
  const [drafts, setDrafts] = useState<Draft[]>(() => documents.map(draftOf));
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

  const add = async (files: File[]) => {
    const added: Draft[] = (await readFiles(files)).map(({ file, content, fileType, title }, i) => ({
      key: `new-${nextKey++}`,
      documentName: title,
      documentFileName: file.name,
      document: content,
      documentSize: file.size,
      fileType,
      displayPosition: drafts.length + i + 1,
    }));
    if (added.length) await commit([...drafts, ...added]);
  };

  return (
    <FileListEditor
      items={drafts}
      keyOf={(doc) => doc.key}
      title={(doc) => doc.documentName}
      details={(doc) => `${doc.documentFileName} · ${formatBytes(doc.documentSize ?? 0)}`}
      rename={{
        label: translate('pages.checkout.documentName'),
        saveOn: 'leave',
        problem: (name) => validateFileName(name, word),
        onRename: (index, name) => void commit(drafts.map((d, i) => (i === index ? { ...d, documentName: name } : d))),
      }}
      move={{
        upLabel: (doc) => translate('pages.checkout.moveUp', { name: doc.documentName }),
        downLabel: (doc) => translate('pages.checkout.moveDown', { name: doc.documentName }),
        onMove: (from, to) => void commit(moveFile(drafts, from, to, false)),
      }}
      remove={{
        label: (doc) => translate('pages.checkout.removeDocument', { name: doc.documentName }),
        onRemove: (index) => void commit(removeFile(drafts, index, false)),
      }}
      add={{ label: translate('pages.checkout.addDocuments'), accept: DOCUMENT_ACCEPT, testId: 'checkout-document-input', onFiles: (files) => void add(files) }}
      empty={translate('pages.checkout.noDocuments')}
      busy={saving}
      testIds={{ item: 'checkout-document' }}
    />
  );
};
