import { MAX_FILE_NAME_LENGTH } from '../../../shared/rules/file-upload';

/**
 * The title a new file starts with: its name without the extension, within the title's limit;
 * a name that is only an extension (".env") keeps it.
 */
export const titleOf = (fileName: string) => [...(fileName.replace(/\.[^.]+$/, '') || fileName)].slice(0, MAX_FILE_NAME_LENGTH).join('');
