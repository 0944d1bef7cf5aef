import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addFile, moveFile, normalizeFileList, removeFile, sameDocument, sameImage, setDefaultFile } from '../../../../shared/rules/file-list';

const file = (name: string) => ({ name, displayPosition: 0 });
const show = (files: { name: string; displayPosition: number; defaultImage?: boolean }[]) =>
  files.map((f) => `${f.displayPosition}:${f.name}${f.defaultImage ? '*' : ''}`);

describe('file list', () => {
  it('makes the first file the default', () => {
    expect(show(addFile([], file('a')))).toEqual(['1:a*']);
    expect(show(addFile(addFile([], file('a')), file('b')))).toEqual(['1:a*', '2:b']);
  });

  it('promotes the first remaining file when the default is removed, and renumbers', () => {
    const list = normalizeFileList([file('a'), file('b'), file('c')]);
    const withDefaultB = setDefaultFile(list, 1);
    expect(show(removeFile(withDefaultB, 1))).toEqual(['1:a*', '2:c']);
    expect(show(removeFile(list, 0))).toEqual(['1:b*', '2:c']);
    expect(show(removeFile(list, 2))).toEqual(['1:a*', '2:b']);
  });

  it('keeps the default on the same file when moved', () => {
    const list = normalizeFileList([file('a'), file('b'), file('c')]);
    expect(show(moveFile(list, 0, 2))).toEqual(['1:b', '2:c', '3:a*']);
  });

  it('renumbers lists without a default (documents)', () => {
    expect(
      normalizeFileList(
        [
          { name: 'x', displayPosition: 9 },
          { name: 'y', displayPosition: 4 },
        ],
        false,
      ),
    ).toEqual([
      { name: 'x', displayPosition: 1 },
      { name: 'y', displayPosition: 2 },
    ]);
  });

  it('property: after any edits, exactly one default and positions 1..n', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(6) }),
      fc.record({ kind: fc.constant('move' as const), from: fc.nat(6), to: fc.nat(6) }),
      fc.record({ kind: fc.constant('default' as const), at: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let list: { name: string; displayPosition: number; defaultImage?: boolean }[] = [];
        ops.forEach((o, i) => {
          if (o.kind === 'add') list = addFile(list, file(`f${i}`));
          if (o.kind === 'remove') list = removeFile(list, o.at);
          if (o.kind === 'move') list = moveFile(list, o.from, o.to);
          if (o.kind === 'default' && o.at < list.length) list = setDefaultFile(list, o.at);
        });
        expect(list.map((f) => f.displayPosition)).toEqual(list.map((_, i) => i + 1));
        expect(list.filter((f) => f.defaultImage)).toHaveLength(list.length ? 1 : 0);
      }),
    );
  });
});

describe('what counts as a change on save', () => {
  it('images: default flag, position, title or file name', () => {
    const image = { defaultImage: true, displayPosition: 1, imageName: 'Front', imageFileName: 'front.png' };
    expect(sameImage(image, { ...image })).toBe(true);
    for (const change of [{ defaultImage: false }, { displayPosition: 2 }, { imageName: 'Back' }, { imageFileName: 'f.jpg' }]) {
      expect(sameImage(image, { ...image, ...change })).toBe(false);
    }
    const doc = { displayPosition: 1, documentName: 'Manual', documentFileName: 'manual.pdf', documentDescription: null };
    expect(sameDocument(doc, { ...doc })).toBe(true);
    expect(sameDocument(doc, { ...doc, documentName: 'Guide' })).toBe(false);
  });
});
