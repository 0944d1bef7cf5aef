/**
 * The import's xlsx reader on a file: the shared streaming reader (shared/imports/xlsx-reader.ts,
 * which the browser wizard runs on a File) over a file handle that reads byte ranges on demand.
 * The handle closes when the rows are done or abandoned (the iterator's return), or when the
 * workbook is refused.
 */
import { open } from 'node:fs/promises';
import type { SheetRow } from '../../../shared/imports/engine';
import { openXlsxSheet as openSheetOf, SheetNotFound, type XlsxSheet } from '../../../shared/imports/xlsx-reader';
import type { ByteSource } from '../../../shared/imports/zip-reader';

export { SheetNotFound, type XlsxSheet };
export { columnIndex, isDateFormat } from '../../../shared/imports/xlsx-reader';

export async function openXlsxSheet(file: string, sheet?: string): Promise<XlsxSheet> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      read: async (offset, length) => {
        const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
        let done = 0;
        while (done < buffer.length) {
          const { bytesRead } = await handle.read(buffer, done, buffer.length - done, offset + done);
          if (!bytesRead) break;
          done += bytesRead;
        }
        return buffer.subarray(0, done);
      },
    };
    const opened = await openSheetOf(source, sheet);
    const rows = opened.rows;
    async function* closing(): AsyncGenerator<SheetRow> {
      try {
        yield* rows;
      } finally {
        await handle.close();
      }
    }
    return { ...opened, rows: closing() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
