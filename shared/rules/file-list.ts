/**
 * An ordered, sortable list of uploaded files (product images, documents). Positions run 1..n in
 * list order; for lists with a default (images) exactly one file is the default whenever the list
 * is not empty: the first one added, or the first remaining when the default is removed.
 */
export interface ListedFile {
  displayPosition: number;
  defaultImage?: boolean;
}

/** Positions renumbered from 1; with `withDefault`, the first flagged file stays default, else the first file. */
export function normalizeFileList<T extends ListedFile>(files: readonly T[], withDefault = true): T[] {
  const defaultIndex = withDefault
    ? Math.max(
        0,
        files.findIndex((f) => f.defaultImage),
      )
    : -1;
  return files.map((file, index) => ({
    ...file,
    displayPosition: index + 1,
    ...(withDefault ? { defaultImage: index === defaultIndex } : {}),
  }));
}

export const addFile = <T extends ListedFile>(files: readonly T[], file: T, withDefault = true) => normalizeFileList([...files, file], withDefault);

export const removeFile = <T extends ListedFile>(files: readonly T[], index: number, withDefault = true) =>
  normalizeFileList(
    files.filter((_, i) => i !== index),
    withDefault,
  );

/** Drag-and-drop: the file at `from` goes to `to`; the default stays the same file. */
export function moveFile<T extends ListedFile>(files: readonly T[], from: number, to: number, withDefault = true): T[] {
  const list = [...files];
  const [moved] = list.splice(from, 1);
  if (moved === undefined) return normalizeFileList(files, withDefault);
  list.splice(to, 0, moved);
  return normalizeFileList(list, withDefault);
}

export const setDefaultFile = <T extends ListedFile>(files: readonly T[], index: number) =>
  normalizeFileList(files.map((file, i) => ({ ...file, defaultImage: i === index })));

/**
 * Equality for diffRecords on save: an image is updated when its default flag, position, title or
 * file name changed; a document when its position, title, file name or description changed.
 */
export const sameImage = (a: { defaultImage?: boolean; displayPosition: number; imageName?: string | null; imageFileName?: string | null }, b: typeof a) =>
  Boolean(a.defaultImage) === Boolean(b.defaultImage) &&
  a.displayPosition === b.displayPosition &&
  a.imageName === b.imageName &&
  a.imageFileName === b.imageFileName;

export const sameDocument = (
  a: { displayPosition: number; documentName?: string | null; documentFileName?: string | null; documentDescription?: string | null },
  b: typeof a,
) =>
  a.displayPosition === b.displayPosition &&
  a.documentName === b.documentName &&
  a.documentFileName === b.documentFileName &&
  a.documentDescription === b.documentDescription;
