/**
 * A zip archive read the way an import needs it, the same in Node and in the browser: the central
 * directory from the end of the file, then one entry at a time, inflated as a stream by the
 * platform's own DecompressionStream ('deflate-raw', Node 20.12+ and every current browser), from a
 * source that reads a range of bytes on demand (a file handle in the CLI, a File in the browser).
 * Nothing holds a whole entry, nor the whole file.
 *
 * Sizes are checked before anything is inflated and while it is: an entry declaring more than its
 * limit is refused unread (ZipEntryTooLarge), and one that inflates past what it declared (a lying
 * header) is cut off at that point as unreadable. Only what xlsx files use is read: stored or deflated entries, no encryption, no
 * ZIP64 (an import file is far from 4 GB).
 */

/** The bytes of a file, read by range. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** What the central directory declares; the inflated bytes may not exceed it. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The archive is not a zip an import can read (truncated, encrypted, another compression...). */
export class UnreadableZip extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableZip';
  }
}

/** An entry declares more unpacked bytes than `limit`. */
export class ZipEntryTooLarge extends Error {
  constructor(
    readonly entry: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(`${entry} holds ${size} bytes once unpacked; the limit is ${limit}`);
    this.name = 'ZipEntryTooLarge';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const MAX_EOCD_SEARCH = 22 + 0xffff;
/** Compressed bytes read at a time. */
const READ_CHUNK = 64 * 1024;

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

export class ZipArchive {
  private constructor(
    private readonly source: ByteSource,
    private readonly entries: Map<string, ZipEntry>,
  ) {}

  static async open(source: ByteSource, maxEntries = 10_000): Promise<ZipArchive> {
    const tailLength = Math.min(source.size, MAX_EOCD_SEARCH);
    const tail = await source.read(source.size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at--)
      if (u32(tail, at) === EOCD) {
        end = at;
        break;
      }
    if (end < 0) throw new UnreadableZip('no end of central directory');
    const count = u16(tail, end + 10);
    const directorySize = u32(tail, end + 12);
    const directoryOffset = u32(tail, end + 16);
    if (u16(tail, end + 4) !== 0 || u16(tail, end + 6) !== 0) throw new UnreadableZip('multi-disk archive');
    if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw new UnreadableZip('ZIP64 archive');
    if (count > maxEntries) throw new UnreadableZip(`${count} entries`);
    if (directoryOffset + directorySize > source.size) throw new UnreadableZip('central directory out of the file');
    const directory = await source.read(directoryOffset, directorySize);
    const entries = new Map<string, ZipEntry>();
    const names = new TextDecoder('utf-8');
    for (let at = 0, i = 0; i < count; i++) {
      if (at + 46 > directory.length || u32(directory, at) !== CENTRAL) throw new UnreadableZip('bad central directory');
      const flags = u16(directory, at + 8);
      const method = u16(directory, at + 10);
      const compressedSize = u32(directory, at + 20);
      const uncompressedSize = u32(directory, at + 24);
      const nameLength = u16(directory, at + 28);
      const extraLength = u16(directory, at + 30);
      const commentLength = u16(directory, at + 32);
      const localHeaderOffset = u32(directory, at + 42);
      const name = names.decode(directory.subarray(at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
      if (flags & 0x1) throw new UnreadableZip('encrypted entry');
      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) throw new UnreadableZip('ZIP64 entry');
      entries.set(name.toLowerCase(), { name, method, compressedSize, uncompressedSize, localHeaderOffset });
    }
    return new ZipArchive(source, entries);
  }

  has = (path: string) => this.entries.has(path.toLowerCase());

  entry = (path: string) => this.entries.get(path.toLowerCase());

  /**
   * An entry's bytes, inflated as they are read. Refused before reading when it declares more
   * than `limit` (ZipEntryTooLarge); cut off as soon as it inflates past what it declared.
   */
  async *bytes(path: string, limit: number): AsyncGenerator<Uint8Array> {
    const entry = this.entry(path);
    if (!entry) throw new UnreadableZip(`${path} is missing`);
    if (entry.uncompressedSize > limit) throw new ZipEntryTooLarge(entry.name, entry.uncompressedSize, limit);
    const header = await this.source.read(entry.localHeaderOffset, 30);
    if (header.length < 30 || u32(header, 0) !== LOCAL) throw new UnreadableZip(`bad local header for ${entry.name}`);
    const start = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28);
    if (start + entry.compressedSize > this.source.size) throw new UnreadableZip(`${entry.name} runs past the end of the file`);
    if (entry.method !== 0 && entry.method !== 8) throw new UnreadableZip(`compression method ${entry.method}`);

    const source = this.source;
    let offset = 0;
    const compressed = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const length = Math.min(READ_CHUNK, entry.compressedSize - offset);
        if (length <= 0) return controller.close();
        const chunk = await source.read(start + offset, length);
        offset += length;
        controller.enqueue(chunk);
      },
    });
    const stream = entry.method === 8 ? compressed.pipeThrough(inflateRaw()) : compressed;
    const reader = stream.getReader();
    let inflated = 0;
    try {
      for (;;) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          throw new UnreadableZip(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (next.done) break;
        inflated += next.value.length;
        // What it declared is the most it may give: a header that lies is no way past the limit.
        if (inflated > entry.uncompressedSize) throw new UnreadableZip(`${entry.name} unpacks to more than the ${entry.uncompressedSize} bytes it declares`);
        yield next.value;
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
  }
}

/**
 * Raw deflate as a stream of bytes to bytes. The DOM typings take any BufferSource in, which
 * TypeScript's variance check refuses where a stream of Uint8Array is piped; a thin writable hands
 * each chunk on to the decompressor's own writer instead.
 */
function inflateRaw(): ReadableWritablePair<Uint8Array, Uint8Array> {
  const { readable, writable } = new DecompressionStream('deflate-raw');
  const writer = writable.getWriter();
  const input = new WritableStream<Uint8Array>({
    // A chunk read from a file may sit on a shared buffer, which the decompressor does not take: it gets its own copy.
    write: (chunk) => writer.write(new Uint8Array(chunk)),
    close: () => writer.close(),
    abort: (reason) => writer.abort(reason),
  });
  return { readable, writable: input };
}
