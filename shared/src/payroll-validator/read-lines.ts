/**
 * Reads a payroll file's bytes back the way the payroll program will: byte order mark, line ends, encoding. Each
 * line is decoded on its own so that every encoding problem is named with its line number.
 */
import type { PayrollIssue } from './issues';

export type PayrollEncoding = 'windows-1252' | 'utf-8';

export interface FileLine {
  /** 1-based. */
  number: number;
  text: string;
}

/** Positions Windows-1252 leaves undefined (WHATWG decodes them to C1 controls instead of failing). */
const undefinedCp1252Bytes = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const byteOrderMarks: { name: string; bytes: number[] }[] = [
  { name: 'UTF-8', bytes: [0xef, 0xbb, 0xbf] },
  { name: 'UTF-16 LE', bytes: [0xff, 0xfe] },
  { name: 'UTF-16 BE', bytes: [0xfe, 0xff] },
];

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const cp1252 = new TextDecoder('windows-1252', { fatal: true });

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function hex(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

function decodeLine(
  bytes: Uint8Array,
  number: number,
  encoding: PayrollEncoding,
  issues: PayrollIssue[],
): string {
  const nonAscii = bytes.some((byte) => byte >= 0x80);
  if (encoding === 'utf-8') {
    try {
      return strictUtf8.decode(bytes);
    } catch (error) {
      // A fatal TextDecoder answers invalid bytes with a TypeError.
      if (!(error instanceof TypeError)) throw error;
      issues.push({ line: number, message: 'Not valid UTF-8' });
      return new TextDecoder('utf-8').decode(bytes);
    }
  }
  for (const byte of bytes) {
    if (undefinedCp1252Bytes.has(byte)) {
      issues.push({ line: number, message: `Byte ${hex(byte)} is not a Windows-1252 character` });
    }
  }
  // Multi-byte UTF-8 sequences are valid Windows-1252 too ("MÃ¼ller"): a line that is valid UTF-8 with bytes
  // above 0x7F was almost certainly written as UTF-8. Real Windows-1252 text ("M\xFCller") is not valid UTF-8.
  if (nonAscii) {
    try {
      const asUtf8 = strictUtf8.decode(bytes);
      issues.push({
        line: number,
        message: `Text is UTF-8 encoded, not Windows-1252 ("${[...asUtf8].filter((c) => c > '\u007f').join('')}")`,
      });
    } catch (error) {
      // Not UTF-8 (the fatal decoder's TypeError): as it should be.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return cp1252.decode(bytes);
}

/**
 * Splits the bytes into lines. Every line must end with CR LF (the last one too); a lone CR or LF is an issue
 * and still ends the line, so that the checks after it keep counting lines as an editor would.
 */
export function readLines(input: Uint8Array, encoding: PayrollEncoding, issues: PayrollIssue[]): FileLine[] {
  let bytes = input;
  for (const mark of byteOrderMarks) {
    if (startsWith(bytes, mark.bytes)) {
      issues.push({ line: 1, message: `The file starts with a ${mark.name} byte order mark` });
      bytes = bytes.subarray(mark.bytes.length);
      break;
    }
  }
  if (bytes.length === 0) {
    issues.push({ line: 1, message: 'The file is empty' });
    return [];
  }
  const lines: FileLine[] = [];
  let start = 0;
  let index = 0;
  const push = (end: number) => {
    const number = lines.length + 1;
    const content = bytes.subarray(start, end);
    const text = decodeLine(content, number, encoding, issues);
    for (const char of text) {
      if (char < ' ' && char !== '\t') {
        issues.push({
          line: number,
          message: `Control character U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
        });
      }
    }
    lines.push({ number, text });
  };
  while (index < bytes.length) {
    const byte = bytes[index];
    if (byte === 0x0d && bytes[index + 1] === 0x0a) {
      push(index);
      index += 2;
      start = index;
    } else if (byte === 0x0d || byte === 0x0a) {
      issues.push({
        line: lines.length + 1,
        message:
          byte === 0x0a ? 'Line ends with LF only (CRLF expected)' : 'Line ends with CR only (CRLF expected)',
      });
      push(index);
      index += 1;
      start = index;
    } else {
      index += 1;
    }
  }
  if (start < bytes.length) {
    issues.push({ line: lines.length + 1, message: 'The last line does not end with CRLF' });
    push(bytes.length);
  }
  return lines;
}
