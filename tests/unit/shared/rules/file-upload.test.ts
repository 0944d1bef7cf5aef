import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, isAcceptedFileType, validateFileName, validateFilesRequired, validateUploadedFile } from '../../../../shared/rules/file-upload';
import { t } from './locale-helpers';

describe('file upload', () => {
  const accept = ['image/*', '.pdf'];
  const png = { name: 'photo.png', size: 1000, type: 'image/png' };

  it('accepts the listed types by MIME type, wildcard or extension', () => {
    expect(isAcceptedFileType(png, accept)).toBe(true);
    expect(isAcceptedFileType({ name: 'NOTICE.PDF', type: '' }, accept)).toBe(true);
    expect(isAcceptedFileType({ name: 'macro.xlsm', type: 'application/vnd.ms-excel' }, accept)).toBe(false);
    expect(isAcceptedFileType({ name: 'any.bin' }, [])).toBe(true);
    expect(t(validateUploadedFile({ name: 'macro.xlsm', size: 10 }, { accept, fileTitle: 'Image' }))).toBe('Unsupported file type found.');
  });

  it('allows at most 5242880 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5242880);
    expect(validateUploadedFile({ ...png, size: 5242880 }, { accept, fileTitle: 'Image' })).toBeNull();
    expect(t(validateUploadedFile({ ...png, size: 5242881 }, { accept, fileTitle: 'Image' }))).toBe('Image size is too large.');
  });

  it('title and name take 1 to 50 characters', () => {
    expect(validateFileName('a'.repeat(50), 'Document')).toBeNull();
    expect(t(validateFileName('a'.repeat(51), 'Document'))).toBe('Document name must be 50 characters max.');
    expect(t(validateFileName('', 'Document'))).toBe('File name must be minimum of 1 character.');
    expect(t(validateFileName('  ', 'Document'))).toBe('File name must be minimum of 1 character.');
    expect(t(validateUploadedFile({ ...png, name: `${'x'.repeat(47)}.png` }, { accept, fileTitle: 'Image' }))).toBe('Image name must be 50 characters max.');
  });

  it("'File is required.' with no file", () => {
    expect(t(validateFilesRequired([], true))).toBe('File is required.');
    expect(validateFilesRequired([], false)).toBeNull();
    expect(validateFilesRequired([png], true)).toBeNull();
  });
});
