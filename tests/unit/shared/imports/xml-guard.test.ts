import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XmlStretchGuard } from '../../../../shared/imports/xml-guard';

/** Whether the guard refuses `xml` fed in the given chunks. */
function refuses(max: number, chunks: string[]): boolean {
  const guard = new XmlStretchGuard(max, () => new Error('too long'));
  try {
    for (const chunk of chunks) guard.feed(chunk);
    return false;
  } catch {
    return true;
  }
}

const split = (text: string, cuts: number[]) => {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
};

describe('the stretch guard in front of the XML parser', () => {
  it('lets tags reset the stretch, and refuses text, attributes, CDATA, comments and DOCTYPEs that run too long', () => {
    // A stretch is what follows a "<" up to the next tag: the tag's own name counts too ("a>").
    expect(refuses(12, ['<a>0123456789</a><b>0123456789</b>'])).toBe(false);
    expect(refuses(12, ['<a>0123456789A</a>'])).toBe(true);
    expect(refuses(20, [`<c r="${'A'.repeat(30)}"/>`])).toBe(true);
    // Inside these the parser keeps buffering whatever "<" they hold.
    expect(refuses(20, [`<t><![CDATA[${'<x>'.repeat(10)}]]></t>`])).toBe(true);
    expect(refuses(20, [`<!-- ${'<x>'.repeat(10)} --><a/>`])).toBe(true);
    expect(refuses(20, [`<?pi ${'<x>'.repeat(10)} ?><a/>`])).toBe(true);
    expect(refuses(30, [`<!DOCTYPE a [<!ENTITY e "${'<'.repeat(3)}">]><a/>`])).toBe(true);
    expect(refuses(60, ['<?xml version="1.0"?><!DOCTYPE a><a><![CDATA[short]]><!-- c --></a>'])).toBe(false);
  });

  it('gives the same verdict however the text is cut into chunks', () => {
    const samples = [
      `<a>${'x'.repeat(15)}</a><t><![CDATA[${'<y>'.repeat(4)}]]></t>`,
      `<r><!-- ${'<'.repeat(8)} --></r><c r="B2">${'z'.repeat(9)}</c>`,
      `<?xml version="1.0"?><w><c><v>${'1'.repeat(12)}</v></c></w>`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.array(fc.nat(), { maxLength: 8 }), fc.integer({ min: 5, max: 30 }), (xml, cuts, max) => {
        expect(refuses(max, split(xml, cuts))).toBe(refuses(max, [xml]));
      }),
    );
  });
});
