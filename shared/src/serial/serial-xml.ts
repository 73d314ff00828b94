/**
 * The spec's XML form of a serial pattern (`SerialPattern`): one empty element whose attributes carry the whole
 * pattern, e.g. `<serial type="weekly" begin="2026-03-23T09:30" allday="0" dur="90" durtype="1" week="1"
 * workdays="Mo,We" end="2026-06-30"/>`. The attribute names are the spec's; the root name, the `begin` spelling
 * and the end attributes are ours (docs/decisions.md, "Serial patterns"). A hand reader, because the form is one
 * flat element and `shared` lists no XML library; anything else (child elements, unknown or repeated attributes)
 * is refused.
 */
import type * as z from 'zod';
import { ZSerialPattern, type TSerialPattern } from './serial-pattern';

export interface SerialIssue {
  /** Dotted path into the pattern model (`rule.every`), empty for the XML as a whole. */
  path: string;
  /** A message key (messages.*.ts). */
  message: string;
}

export type SerialParseResult =
  | { success: true; data: TSerialPattern }
  | { success: false; issues: SerialIssue[] };

const rootName = 'serial';
const elementPattern = /^\s*<serial((?:\s+[A-Za-z][\w-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*\/>\s*$/;
const attributePattern = /([A-Za-z][\w-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const known = new Set([
  'type',
  'begin',
  'allday',
  'dur',
  'durtype',
  'end',
  'counter',
  'day',
  'workdays',
  'week',
  'mode',
  'month',
  'p1',
  'p2',
  'year',
]);

function decode(value: string): string | undefined {
  let bad = false;
  const text = value.replace(/&([a-z]+);|&/g, (_, name: string | undefined) => {
    const char = name ? entities[name] : undefined;
    if (char === undefined) bad = true;
    return char ?? '';
  });
  return bad ? undefined : text;
}

function encode(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function readAttributes(xml: string): Map<string, string> | undefined {
  const element = elementPattern.exec(xml);
  if (!element) return undefined;
  const attributes = new Map<string, string>();
  for (const match of (element[1] ?? '').matchAll(attributePattern)) {
    const name = match[1] ?? '';
    const value = decode(match[2] ?? match[3] ?? '');
    if (!known.has(name) || attributes.has(name) || value === undefined) return undefined;
    attributes.set(name, value);
  }
  return attributes;
}

// Integers become numbers; anything else stays a string so that the schema reports it under its own key.
function numberOf(value: string | undefined): number | string | undefined {
  return value !== undefined && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

function flagOf(value: string | undefined): boolean | string | undefined {
  return value === '1' ? true : value === '0' ? false : value;
}

function listOf(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value === '' ? [] : value.split(',').map((day) => day.trim());
}

function ruleOf(a: Map<string, string>): Record<string, unknown> {
  const type = a.get('type');
  switch (type) {
    case 'daily':
      return { type, every: numberOf(a.get('day')), workdays: flagOf(a.get('workdays')) };
    case 'weekly':
      return { type, every: numberOf(a.get('week')), weekdays: listOf(a.get('workdays')) };
    case 'monthly':
      return numberOf(a.get('mode')) === 2
        ? { type, mode: 2, every: numberOf(a.get('month')), position: a.get('p1'), weekday: a.get('p2') }
        : {
            type,
            mode: numberOf(a.get('mode')),
            every: numberOf(a.get('month')),
            day: numberOf(a.get('day')),
          };
    case 'yearly':
      // The spec knows yearly mode 1 only (day p1 of month p2).
      if (a.has('mode') && a.get('mode') !== '1') return { type: 'invalid' };
      return {
        type,
        every: numberOf(a.get('year')),
        day: numberOf(a.get('p1')),
        month: numberOf(a.get('p2')),
      };
    default:
      return { type };
  }
}

function endOf(a: Map<string, string>): Record<string, unknown> {
  const date = a.get('end');
  const counter = a.get('counter');
  if (date !== undefined && counter !== undefined) return { type: 0 };
  if (date !== undefined) return { type: 2, date };
  if (counter !== undefined) return { type: 3, count: numberOf(counter) };
  return { type: 1 };
}

/** Reads the XML form; failures are message keys with their paths, as the check call answers them. */
export function parseSerialXml(xml: string): SerialParseResult {
  const attributes = readAttributes(xml);
  const beginMatch = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(attributes?.get('begin') ?? '');
  if (!attributes || !beginMatch)
    return { success: false, issues: [{ path: '', message: 'serial.xml.invalid' }] };
  const candidate = {
    begin: beginMatch[1],
    time: beginMatch[2],
    allDay: flagOf(attributes.get('allday')),
    duration: numberOf(attributes.get('dur')),
    durationType: numberOf(attributes.get('durtype')),
    rule: ruleOf(attributes),
    end: endOf(attributes),
  };
  return fromZod(ZSerialPattern.safeParse(candidate));
}

export function fromZod(result: z.ZodSafeParseResult<TSerialPattern>): SerialParseResult {
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      // Wrong kinds (a type or mode the schema does not know) carry zod's English text: one key for them.
      message: issue.message.startsWith('serial.') ? issue.message : 'serial.xml.invalid',
    })),
  };
}

/** Writes the XML form; `parseSerialXml(writeSerialXml(p))` gives `p` back (tested). */
export function writeSerialXml(pattern: TSerialPattern): string {
  const { rule, end } = pattern;
  const attributes: [string, string | number][] = [
    ['type', rule.type],
    ['begin', `${pattern.begin}T${pattern.time}`],
    ['allday', pattern.allDay ? 1 : 0],
    ['dur', pattern.duration],
    ['durtype', pattern.durationType],
  ];
  switch (rule.type) {
    case 'daily':
      attributes.push(['day', rule.every], ['workdays', rule.workdays ? 1 : 0]);
      break;
    case 'weekly':
      attributes.push(['week', rule.every], ['workdays', rule.weekdays.join(',')]);
      break;
    case 'monthly':
      attributes.push(['mode', rule.mode], ['month', rule.every]);
      if (rule.mode === 1) attributes.push(['day', rule.day]);
      else attributes.push(['p1', rule.position], ['p2', rule.weekday]);
      break;
    case 'yearly':
      attributes.push(['year', rule.every], ['mode', 1], ['p1', rule.day], ['p2', rule.month]);
      break;
  }
  if (end.type === 2) attributes.push(['end', end.date]);
  if (end.type === 3) attributes.push(['counter', end.count]);
  const text = attributes.map(([name, value]) => `${name}="${encode(String(value))}"`).join(' ');
  return `<${rootName} ${text}/>`;
}
