/**
 * A streaming XML parser (saxes) keeps a text, an attribute value, a comment or a CDATA section
 * whole until it ends: one 419 MB cell is one 419 MB string before any check of ours could see
 * it. This guard reads each chunk first and refuses a stretch that runs too long without the
 * start of a tag, which is where the parser's buffer empties; inside a comment, a CDATA section,
 * a processing instruction or a DOCTYPE, a "<" does not end the stretch (the parser keeps
 * buffering), only the end of that construct does. It scans with indexOf, a few calls per chunk.
 */

/** What follows "<" and where its stretch ends. */
const CONSTRUCTS: readonly { open: string; close: string }[] = [
  { open: '<![CDATA[', close: ']]>' },
  { open: '<!--', close: '-->' },
  { open: '<?', close: '?>' },
];
const LONGEST_OPEN = 9;
const BANG = 0x21;
const QUESTION = 0x3f;

export class XmlStretchGuard {
  private run = 0;
  /** The close sequence awaited inside a construct; '>' at depth 0 for a DOCTYPE; null in text and tags. */
  private closing: string | null = null;
  private declarationDepth = 0;
  /** The end of the last chunk that may be the start of an opening or a close sequence. */
  private carry = '';

  constructor(
    private readonly max: number,
    private readonly tooLong: () => Error,
  ) {}

  feed(chunk: string): void {
    const text = this.carry + chunk;
    this.carry = '';
    let at = 0;
    while (at < text.length) {
      if (this.closing === '>') {
        at = this.inDeclaration(text, at);
        continue;
      }
      if (this.closing) {
        const end = text.indexOf(this.closing, at);
        if (end < 0) {
          // Keep what may be the start of the close sequence for the next chunk.
          const keep = Math.min(this.closing.length - 1, text.length - at);
          this.add(text.length - at - keep);
          this.carry = text.slice(text.length - keep);
          return;
        }
        this.add(end + this.closing.length - at);
        at = end + this.closing.length;
        this.closing = null;
        continue;
      }
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        this.add(text.length - at);
        return;
      }
      this.add(lt - at);
      const next = text.charCodeAt(lt + 1);
      if (next !== BANG && next !== QUESTION && lt + 1 < text.length) {
        // A tag starts (the usual case): the parser has emitted the text before it.
        this.run = 0;
        at = lt + 1;
        continue;
      }
      const tail = text.slice(lt);
      if (tail.length < LONGEST_OPEN && (tail === '<' || CONSTRUCTS.some((c) => c.open.startsWith(tail)))) {
        // Too short to tell what it opens: decided with the next chunk.
        this.carry = tail;
        return;
      }
      const construct = CONSTRUCTS.find((c) => text.startsWith(c.open, lt));
      if (construct) {
        this.closing = construct.close;
        this.add(construct.open.length);
        at = lt + construct.open.length;
      } else if (text.startsWith('<!', lt)) {
        // A DOCTYPE (or another declaration): it ends at a ">" outside its [ ] internal subset.
        this.closing = '>';
        this.declarationDepth = 0;
        this.add(2);
        at = lt + 2;
      } else {
        // A tag starts: the parser has emitted the text before it.
        this.run = 0;
        at = lt + 1;
      }
    }
  }

  private inDeclaration(text: string, from: number): number {
    for (let at = from; at < text.length; at++) {
      const char = text[at];
      if (char === '[') this.declarationDepth++;
      else if (char === ']') this.declarationDepth--;
      else if (char === '>' && this.declarationDepth <= 0) {
        this.add(at + 1 - from);
        this.closing = null;
        return at + 1;
      }
    }
    this.add(text.length - from);
    return text.length;
  }

  private add(count: number) {
    this.run += count;
    if (this.run > this.max) throw this.tooLong();
  }
}
