import DeleteIcon from '@mui/icons-material/Delete';
import { TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { DOCUMENT_ACCEPT } from '../../../../shared/rules/document-content';
import { validateFileName } from '../../../../shared/rules/file-upload';
import { renumber } from '../../../../shared/rules/product-images';
import { FileListEditor } from '../../../components/files/FileListEditor';
import { useReadFiles } from '../../../components/files/read-files';
import { useTranslate } from '../../../shell/i18n/use-translate';

interface FormDocument {
  idDocument?: string | null;
  documentName: string;
  documentFileName: string;
  documentDescription?: string | null;
  document?: string | null;
  fileType?: string | null;
  displayPosition?: number | null;
}

/** A product's documents (pdf, office files, archives, pictures), checked like on the server before they are added. */
export const ProductDocumentsInput = () => {
  const translate = useTranslate();
  const word = translate('resources.products.documentWord');
  const readFiles = useReadFiles('document', word);
  const { field } = useInput<FormDocument[]>({ source: 'documents' });
  const documents = renumber<FormDocument>(Array.isArray(field.value) ? field.value : []);
  const change = (next: FormDocument[]) => field.onChange(renumber(next));
  const changeOne = (index: number, values: Partial<FormDocument>) => change(documents.map((d, i) => (i === index ? { ...d, ...values } : d)));

  const add = async (files: File[]) => {
    const added = (await readFiles(files)).map(({ file, content, fileType, title }, i): FormDocument => ({
      documentName: title,
      documentFileName: file.name,
      document: content,
      fileType,
      displayPosition: documents.length + i + 1,
    }));
    if (added.length) change([...documents, ...added]);
  };

  return (
    <FileListEditor
      items={documents}
      keyOf={(doc, index) => doc.idDocument ?? `new-${index}`}
      title={(doc) => doc.documentName}
      rename={{
        label: translate('resources.products.imageTitle'),
        saveOn: 'change',
        fieldName: (index) => `documents.${index}.documentName`,
        problem: (name) => validateFileName(name, word),
        onRename: (index, documentName) => changeOne(index, { documentName }),
      }}
      extra={(doc, index) => (
        <TextField
          size="small"
          label={translate('resources.products.documentDescription')}
          value={doc.documentDescription ?? ''}
          onChange={(event) => changeOne(index, { documentDescription: event.target.value })}
          sx={{ flex: '2 1 200px' }}
        />
      )}
      remove={{
        label: () => translate('resources.products.remove'),
        icon: <DeleteIcon />,
        onRemove: (index) => change(documents.filter((_, i) => i !== index)),
      }}
      add={{
        label: translate('resources.products.addDocuments'),
        accept: DOCUMENT_ACCEPT,
        onFiles: (files) => void add(files),
        testId: 'product-document-file',
      }}
      testIds={{ item: 'product-document' }}
    />
  );
};
