import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import { useInput, useNotify } from 'react-admin';
import { DOCUMENT_ACCEPT, validateDocumentContent } from '../../../shared/rules/document-content';
import { MAX_FILE_NAME_LENGTH, validateFileName, validateUploadedFile } from '../../../shared/rules/file-upload';
import { LimitedTextField } from '../../components/LimitedTextField';
import { renumber } from '../../../shared/rules/product-images';
import { readAsBase64 } from '../../components/images/image-file';
import { useTranslate } from '../../i18n/use-translate';

interface FormDocument {
  idDocument?: string | null;
  documentName: string;
  documentFileName: string;
  documentDescription?: string | null;
  document?: string | null;
  fileType?: string | null;
  displayPosition?: number | null;
}

// A new document is titled after its file (whose name the upload rule already holds to the limit).
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '');
const headOf = (base64: string) => Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));

/** A product's documents (pdf, office files, archives, pictures), checked like on the server before they are added. */
export const ProductDocumentsInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput<FormDocument[]>({ source: 'documents' });
  const documents = renumber<FormDocument>(Array.isArray(field.value) ? field.value : []);
  const change = (next: FormDocument[]) => field.onChange(renumber(next));

  const add = async (files: FileList | null) => {
    const added: FormDocument[] = [];
    for (const file of Array.from(files ?? [])) {
      const title = titleOf(file.name);
      const problem = validateUploadedFile(file, { accept: DOCUMENT_ACCEPT, fileTitle: translate('admin.products.documentWord') });
      const document = problem ? '' : await readAsBase64(file);
      const content = problem ?? validateDocumentContent(file.name, headOf(document));
      if (content) {
        notify(content.key, { type: 'error', messageArgs: content.params });
        continue;
      }
      added.push({
        documentName: title || file.name,
        documentFileName: file.name,
        document,
        fileType: file.type,
        displayPosition: documents.length + added.length + 1,
      });
    }
    if (added.length) change([...documents, ...added]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {documents.map((doc, index) => (
        <Box
          key={doc.idDocument ?? `new-${index}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <DescriptionIcon color="action" />
          <LimitedTextField
            size="small"
            name={`documents.${index}.documentName`}
            label={translate('admin.products.imageTitle')}
            value={doc.documentName}
            limit={MAX_FILE_NAME_LENGTH}
            problem={validateFileName(doc.documentName, translate('admin.products.documentWord'))}
            onChange={(event) => change(documents.map((d, i) => (i === index ? { ...d, documentName: event.target.value } : d)))}
            sx={{ flex: '1 1 160px' }}
          />
          <TextField
            size="small"
            label={translate('admin.products.documentDescription')}
            value={doc.documentDescription ?? ''}
            onChange={(event) => change(documents.map((d, i) => (i === index ? { ...d, documentDescription: event.target.value } : d)))}
            sx={{ flex: '2 1 200px' }}
          />
          <IconButton aria-label={translate('admin.products.remove')} onClick={() => change(documents.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button component="label" startIcon={<AttachFileIcon />} variant="outlined">
          {translate('admin.products.addDocuments')}
          <input
            hidden
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT.join(',')}
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
