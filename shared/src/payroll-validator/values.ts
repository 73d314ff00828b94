/** The value forms the payroll files share: decimal numbers (read as hundredths), dates in a declared format. */

export interface NumberRules {
  decimalSeparator: ',' | '.';
  /** Integer digits at most (DATEV's N(11,2) for LODAS values). */
  integerDigits: number;
  /** Other tools' files (round-trip fixtures): 0 to 2 decimals; ours always write exactly 2. */
  lenient: boolean;
  negative: boolean;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Hundredths of a number as written (`130,50` -> 13050), or a sentence saying what is wrong with it. */
export function parseHundredths(text: string, rules: NumberRules): number | string {
  const sign = rules.negative ? '-?' : '';
  const decimals = rules.lenient ? '{1,2}' : '{2}';
  const separator = escape(rules.decimalSeparator);
  const optional = rules.lenient ? '?' : '';
  const pattern = new RegExp(
    `^(${sign})(\\d{1,${rules.integerDigits}})(?:${separator}(\\d${decimals}))${optional}$`,
  );
  const match = pattern.exec(text);
  if (!match) {
    const shape = rules.lenient ? `up to 2 decimals` : `exactly 2 decimals`;
    return `"${text}" is not a number with "${rules.decimalSeparator}" as decimal sign and ${shape}${rules.negative ? '' : ', not negative'}`;
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -value : value;
}

/** `12345` -> `123,45` for messages. */
export function formatHundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

export interface PlainDateParts {
  year: number;
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate({ year, month, day }: PlainDateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A parser for a date format: DATEV's tokens (`TT.MM.JJJJ`, `JJJJ-MM-TT`, `TTMMJJJJ`, `TT.MM.JJ`) and the Sage
 * template's (`DD.MM.YYYY`, `YYYY-MM-DD`, `DDMMYYYY`). Anything else in the format is a literal.
 */
export function dateParser(format: string): ((text: string) => PlainDateParts | null) | null {
  const tokens = /JJJJ|YYYY|JJ|YY|TT|DD|MM/g;
  const order: string[] = [];
  let pattern = '^';
  let last = 0;
  for (const match of format.matchAll(tokens)) {
    pattern += escape(format.slice(last, match.index));
    const token = match[0];
    order.push(token);
    pattern += token.length === 4 ? '(\\d{4})' : '(\\d{2})';
    last = match.index + token.length;
  }
  pattern += `${escape(format.slice(last))}$`;
  const has = (names: string[]) => order.filter((token) => names.includes(token)).length === 1;
  if (!has(['JJJJ', 'YYYY', 'JJ', 'YY']) || !has(['TT', 'DD']) || !has(['MM'])) return null;
  const regex = new RegExp(pattern);
  return (text) => {
    const match = regex.exec(text);
    if (!match) return null;
    const parts: PlainDateParts = { year: 0, month: 0, day: 0 };
    order.forEach((token, index) => {
      const value = Number(match[index + 1]);
      if (token === 'MM') parts.month = value;
      else if (token === 'TT' || token === 'DD') parts.day = value;
      else parts.year = token.length === 2 ? 2000 + value : value;
    });
    if (parts.month < 1 || parts.month > 12) return null;
    if (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
    return parts;
  };
}

/**
 * Splits a line at the separator, honouring a text qualifier (LODAS `Stringbegrenzer`): a separator inside
 * quotes belongs to the value. The quotes stay on the value.
 */
export function splitFields(text: string, separator: string, quote?: string): string[] {
  if (!quote || !text.includes(quote)) return text.split(separator);
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === quote) quoted = !quoted;
    if (char === separator && !quoted) {
      fields.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  fields.push(current);
  return fields;
}
