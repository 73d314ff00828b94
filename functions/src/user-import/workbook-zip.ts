/**
 * Limits of an .xlsx (a zip) before anything reads it for real: a workbook of 2 MB can unpack to gigabytes (a
 * zip bomb: a sheet of one repeated byte compresses 1000:1). The check reads the zip's central directory and
 * refuses too many parts or a declared unpacked size over the limit before inflating a single byte; then it
 * inflates every part once, as a stream into nothing with a byte counter, so that a part that unpacks to more
 * than it declares is caught after at most its declared size plus one chunk: memory stays at a few chunks.
 *
 * The reader that follows (exceljs's streaming reader, which walks the local headers one after the other) must
 * see exactly the parts that were checked, so the parts must lie back to back from the start of the file to the
 * central directory, each local header agreeing with its directory entry: no hidden part between them.
 */
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** `tooLarge`: over a limit, or a part that unpacks to more than it says; `unreadable`: not a zip we read. */
export type ZipCheck =
  | { ok: true; unpackedBytes: number; entries: number }
  | { ok: false; reason: 'tooLarge' | 'unreadable' };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const dataDescriptorSignature = 0x08074b50;
/** Sizes and counts of this value mean "see the zip64 record": no workbook of 2 MB needs one. */
const zip64Marker32 = 0xffffffff;
const zip64Marker16 = 0xffff;

interface Entry {
  name: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localOffset: number;
}

class Unreadable extends Error {}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const last = bytes.length - 22;
  for (let offset = last; offset >= Math.max(0, last - 0xffff); offset--) {
    if (bytes.readUInt32LE(offset) === endOfDirectorySignature) return offset;
  }
  throw new Unreadable();
}

function readDirectory(bytes: Buffer, limits: ZipLimits): Entry[] | 'tooLarge' {
  const end = endOfDirectory(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesHere = bytes.readUInt16LE(end + 8);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entryCount === zip64Marker16 || directorySize === zip64Marker32 || directoryOffset === zip64Marker32)
    throw new Unreadable();
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount) throw new Unreadable();
  if (entryCount > limits.maxEntries) return 'tooLarge';
  if (directoryOffset + directorySize !== end) throw new Unreadable();
  const entries: Entry[] = [];
  let offset = directoryOffset;
  let declared = 0;
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== directoryEntrySignature) throw new Unreadable();
    const nameLength = bytes.readUInt16LE(offset + 28);
    const entry: Entry = {
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      unpackedSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
      name: bytes.subarray(offset + 46, offset + 46 + nameLength),
    };
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if ([entry.compressedSize, entry.unpackedSize, entry.localOffset].includes(zip64Marker32))
      throw new Unreadable();
    // Encrypted, or compressed other than stored / deflated.
    if (entry.flags & 0x1 || (entry.method !== 0 && entry.method !== 8)) throw new Unreadable();
    declared += entry.unpackedSize;
    // Refused on the declared sizes alone, before anything is inflated.
    if (declared > limits.maxUnpackedBytes) return 'tooLarge';
    entries.push(entry);
  }
  if (offset !== end) throw new Unreadable();
  checkLayout(bytes, entries, directoryOffset);
  return entries;
}

/** The parts lie back to back from byte 0 to the directory, each local header agreeing with its entry. */
function checkLayout(bytes: Buffer, entries: readonly Entry[], directoryOffset: number): void {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected || at + 30 > directoryOffset || bytes.readUInt32LE(at) !== localHeaderSignature)
      throw new Unreadable();
    const flags = bytes.readUInt16LE(at + 6);
    const method = bytes.readUInt16LE(at + 8);
    const compressedSize = bytes.readUInt32LE(at + 18);
    const unpackedSize = bytes.readUInt32LE(at + 22);
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (method !== entry.method || dataEnd > directoryOffset) throw new Unreadable();
    if (!bytes.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) throw new Unreadable();
    // A reader of local headers takes the sizes from here unless a data descriptor follows the data.
    const sizesFollow = (flags & 0x8) !== 0 && compressedSize === 0;
    if (sizesFollow) {
      // It then reads up to the first descriptor signature: that must be right after the data, and only there.
      const signature = Buffer.alloc(4);
      signature.writeUInt32LE(dataDescriptorSignature);
      const found = bytes.indexOf(signature, dataStart);
      if (found !== dataEnd || dataEnd + 16 > directoryOffset) throw new Unreadable();
      if (bytes.readUInt32LE(dataEnd + 8) !== entry.compressedSize) throw new Unreadable();
      if (bytes.readUInt32LE(dataEnd + 12) !== entry.unpackedSize) throw new Unreadable();
      expected = dataEnd + 16;
    } else {
      if (compressedSize !== entry.compressedSize) throw new Unreadable();
      if ((flags & 0x8) === 0 && unpackedSize !== entry.unpackedSize) throw new Unreadable();
      expected = dataEnd;
    }
  }
  if (expected !== directoryOffset) throw new Unreadable();
}

/** Inflates into nothing; answers the size, or 'over' as soon as more than `limit` bytes came out. */
function inflatedSize(data: Buffer, limit: number): Promise<number | 'over' | 'broken'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let settled = false;
    const settle = (result: number | 'over' | 'broken') => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle('over');
        inflate.destroy();
      }
    });
    inflate.on('error', () => settle('broken'));
    inflate.on('end', () => settle(size));
    inflate.end(data);
  });
}

async function checkParts(bytes: Buffer, entries: readonly Entry[]): Promise<'tooLarge' | undefined> {
  for (const entry of entries) {
    const at = entry.localOffset;
    const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.unpackedSize) throw new Unreadable();
      continue;
    }
    const size = await inflatedSize(data, entry.unpackedSize);
    if (size === 'over') return 'tooLarge';
    if (size === 'broken' || size !== entry.unpackedSize) throw new Unreadable();
  }
  return undefined;
}

/** Checks a workbook's zip against the limits without unpacking more than the limits allow. */
export async function checkZip(file: Uint8Array, limits: ZipLimits): Promise<ZipCheck> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  try {
    if (bytes.length < 22) throw new Unreadable();
    const entries = readDirectory(bytes, limits);
    if (entries === 'tooLarge') return { ok: false, reason: 'tooLarge' };
    if ((await checkParts(bytes, entries)) === 'tooLarge') return { ok: false, reason: 'tooLarge' };
    return {
      ok: true,
      entries: entries.length,
      unpackedBytes: entries.reduce((sum, entry) => sum + entry.unpackedSize, 0),
    };
  } catch (error) {
    // Offsets past the end (RangeError of the buffer reads) are as unreadable as a wrong signature.
    if (error instanceof Unreadable || error instanceof RangeError)
      return { ok: false, reason: 'unreadable' };
    throw error;
  }
}
