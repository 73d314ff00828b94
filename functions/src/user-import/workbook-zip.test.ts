import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkZip } from './workbook-zip';

const limits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 20 };

interface Part {
  name: string;
  data: Buffer;
  declaredSize?: number;
  /** Bytes written between this part and the next, unknown to the directory. */
  hiddenAfter?: Buffer;
  localName?: string;
}

/** A zip of deflated parts, with the lies a hostile file may tell. */
function zipOf(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const localName = Buffer.from(part.localName ?? part.name);
    const compressed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    const hidden = part.hiddenAfter ?? Buffer.alloc(0);
    chunks.push(local, localName, compressed, hidden);
    directory.push(entry, name);
    offset += 30 + localName.length + compressed.length + hidden.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, central, end]);
}

const text = (size: number) => Buffer.alloc(size, 'a');

describe('the limits of a workbook zip', () => {
  it('passes a workbook exceljs wrote', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Username', 'Name', 'E-Mail']);
    for (let row = 0; row < 100; row++) sheet.addRow([`p${row}`, `Person ${row}`, `p${row}@example.com`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const check = await checkZip(bytes, limits);
    expect(check).toMatchObject({ ok: true });
  });

  it('refuses a zip bomb by its declared size, and one that lies about it by the bytes it unpacks to', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: text(2 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await checkZip(bomb, limits)).toEqual({ ok: false, reason: 'tooLarge' });

    const liar = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: text(2 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect(await checkZip(liar, limits)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses too many parts, and adds up the parts against the limit', async () => {
    const many = zipOf(Array.from({ length: 21 }, (_, index) => ({ name: `p${index}`, data: text(10) })));
    expect(await checkZip(many, limits)).toEqual({ ok: false, reason: 'tooLarge' });
    const together = zipOf(
      Array.from({ length: 5 }, (_, index) => ({ name: `p${index}`, data: text(300_000) })),
    );
    expect(await checkZip(together, limits)).toEqual({ ok: false, reason: 'tooLarge' });
    const fits = zipOf(Array.from({ length: 3 }, (_, index) => ({ name: `p${index}`, data: text(300_000) })));
    expect(await checkZip(fits, limits)).toEqual({ ok: true, entries: 3, unpackedBytes: 900_000 });
  });

  it('calls unreadable what a reader of local headers would see differently, or no zip at all', async () => {
    // A part hidden between two listed ones (a streaming reader would inflate it, the directory omits it).
    const hidden = zipOf([
      { name: 'a', data: text(10), hiddenAfter: zipOf([{ name: 'bomb', data: text(100) }]).subarray(0, 60) },
      { name: 'b', data: text(10) },
    ]);
    expect(await checkZip(hidden, limits)).toEqual({ ok: false, reason: 'unreadable' });
    const renamed = zipOf([
      { name: 'xl/sharedStrings.xml', localName: 'xl/worksheets/sheet1.xml', data: text(10) },
    ]);
    expect(await checkZip(renamed, limits)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkZip(Buffer.from('not a zip file'), limits)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const truncated = zipOf([{ name: 'a', data: text(1000) }]);
    expect(await checkZip(truncated.subarray(0, truncated.length - 30), limits)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
