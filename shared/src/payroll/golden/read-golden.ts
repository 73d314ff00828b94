import { readFileSync } from 'node:fs';

/** The bytes of a golden file next to this module. */
export function golden(fileName: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./${fileName}`, import.meta.url)));
}
