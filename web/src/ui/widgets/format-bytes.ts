import type { Language } from '@app/shared/i18n/languages';
import { widgetLocales } from './locale';

/** The spec's file size units step by 1000 or by 1024. */
export type ByteBase = 1000 | 1024;

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export interface FormatBytesOptions {
  /** 1024 by default (a "KB" of 1024 bytes, as the file managers most users have show it). */
  base?: ByteBase;
  language?: Language;
}

/**
 * A file size in B, KB, MB, ... in the language's notation: one decimal below 10 ("1,5 MB" in German,
 * "1.5 MB" in English), whole numbers above ("350 KB"), bytes always whole ("512 B").
 */
export function formatBytes(
  bytes: number,
  { base = 1024, language = 'de' }: FormatBytesOptions = {},
): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  let digits = unit > 0 && value < 10 ? 1 : 0;
  // 1023.97 KB would round to "1024 KB": show it as the next unit.
  if (Number(value.toFixed(digits)) >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
    digits = 1;
  }
  const number = new Intl.NumberFormat(widgetLocales[language], {
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
  return `${number} ${units[unit]}`;
}
