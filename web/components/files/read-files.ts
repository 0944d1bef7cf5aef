import { useNotify } from 'react-admin';
import { DOCUMENT_ACCEPT, validateDocumentContent } from '../../../shared/rules/document-content';
import { validateUploadedFile } from '../../../shared/rules/file-upload';
import { sniffImageType } from '../../../shared/rules/image-content';
import { readAsBase64, validateImageFile } from '../images/image-file';
import { titleOf } from './file-title';

/** A file the person chose, read and accepted: its base64 content, the type it really is, and the title it starts with. */
export interface ReadFile {
  file: File;
  content: string;
  fileType: string;
  title: string;
}

const headOf = (base64: string) => Uint8Array.from(atob(base64.slice(0, 64)), (c) => c.charCodeAt(0));

/**
 * Reads the chosen files with the server's checks (type, size and name, then the first bytes):
 * each refused file is named in an error notification and left out; the others come back in order.
 * `kind` is what the files are: documents (pdf, office files, archives, pictures) or images.
 */
export function useReadFiles(kind: 'document' | 'image', fileTitle: string) {
  const notify = useNotify();
  return async (files: FileList | readonly File[] | null): Promise<ReadFile[]> => {
    const accepted: ReadFile[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = kind === 'image' ? validateImageFile(file, fileTitle) : validateUploadedFile(file, { accept: DOCUMENT_ACCEPT, fileTitle });
      if (problem) {
        notify(problem.key, { type: 'error', messageArgs: problem.params });
        continue;
      }
      const content = await readAsBase64(file);
      if (kind === 'image') {
        const fileType = sniffImageType(headOf(content));
        if (!fileType) {
          notify('validation.file.unsupportedType', { type: 'error' });
          continue;
        }
        accepted.push({ file, content, fileType, title: titleOf(file.name) });
      } else {
        const refused = validateDocumentContent(file.name, headOf(content));
        if (refused) {
          notify(refused.key, { type: 'error', messageArgs: refused.params });
          continue;
        }
        accepted.push({ file, content, fileType: file.type || 'application/octet-stream', title: titleOf(file.name) });
      }
    }
    return accepted;
  };
}
