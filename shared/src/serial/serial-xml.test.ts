import { describe, expect, it } from 'vitest';
import { messagesDe } from '../i18n/messages.de';
import { messagesEn } from '../i18n/messages.en';
import { serialMessageKeys, type TSerialPattern } from './serial-pattern';
import { parseSerialXml, writeSerialXml } from './serial-xml';

const base = { begin: '2026-03-23', time: '09:30', allDay: false, duration: 90, durationType: 1 } as const;

const examples: TSerialPattern[] = [
  { ...base, rule: { type: 'daily', every: 2, workdays: false }, end: { type: 1 } },
  { ...base, rule: { type: 'daily', every: 1, workdays: true }, end: { type: 3, count: 1000 } },
  {
    ...base,
    rule: { type: 'weekly', every: 52, weekdays: ['Mo', 'We', 'Su'] },
    end: { type: 2, date: '2026-06-30' },
  },
  {
    ...base,
    allDay: true,
    time: '00:00',
    durationType: 3,
    duration: 1,
    rule: { type: 'monthly', mode: 1, every: 31, day: 31 },
    end: { type: 1 },
  },
  {
    ...base,
    durationType: 2,
    duration: 5000,
    rule: { type: 'monthly', mode: 2, every: 1, position: 'L', weekday: 'Fr' },
    end: { type: 3, count: 1 },
  },
  { ...base, rule: { type: 'yearly', every: 10, day: 29, month: 2 }, end: { type: 1 } },
];

describe('serial XML', () => {
  it('writes the spec attributes', () => {
    expect(writeSerialXml(examples[2] as TSerialPattern)).toBe(
      '<serial type="weekly" begin="2026-03-23T09:30" allday="0" dur="90" durtype="1" week="52" workdays="Mo,We,Su" end="2026-06-30"/>',
    );
    expect(writeSerialXml(examples[4] as TSerialPattern)).toBe(
      '<serial type="monthly" begin="2026-03-23T09:30" allday="0" dur="5000" durtype="2" mode="2" month="1" p1="L" p2="Fr" counter="1"/>',
    );
    expect(writeSerialXml(examples[5] as TSerialPattern)).toContain('type="yearly"');
    expect(writeSerialXml(examples[5] as TSerialPattern)).toContain('year="10" mode="1" p1="29" p2="2"');
  });

  it.each(examples.map((example) => [example.rule.type, example] as const))(
    'parse(write(x)) = x (%s)',
    (_, example) => {
      expect(parseSerialXml(writeSerialXml(example))).toEqual({ success: true, data: example });
    },
  );

  it('reads single quotes, entities and spacing', () => {
    const result = parseSerialXml(
      ` <serial  type='daily' begin="2026-03-23T09:30" allday="0" dur="1" durtype="1" day="356" workdays="0" /> `,
    );
    expect(result.success).toBe(true);
  });

  it.each([
    ['not xml', 'daily'],
    [
      'another root',
      '<pattern type="daily" begin="2026-03-23T09:30" allday="0" dur="1" durtype="1" day="1" workdays="0"/>',
    ],
    ['child elements', '<serial type="daily" begin="2026-03-23T09:30"><x/></serial>'],
    [
      'an unknown attribute',
      '<serial type="daily" begin="2026-03-23T09:30" allday="0" dur="1" durtype="1" day="1" workdays="0" color="red"/>',
    ],
    [
      'a repeated attribute',
      '<serial type="daily" type="weekly" begin="2026-03-23T09:30" allday="0" dur="1" durtype="1" day="1" workdays="0"/>',
    ],
    [
      'a bad begin',
      '<serial type="daily" begin="23.03.2026" allday="0" dur="1" durtype="1" day="1" workdays="0"/>',
    ],
  ])('refuses %s', (_, xml) => {
    expect(parseSerialXml(xml)).toEqual({
      success: false,
      issues: [{ path: '', message: 'serial.xml.invalid' }],
    });
  });

  const head = 'begin="2026-03-23T09:30" allday="0"';
  it.each([
    [
      `<serial type="daily" ${head} dur="0" durtype="1" day="1" workdays="0"/>`,
      'duration',
      'serial.duration.range',
    ],
    [
      `<serial type="daily" ${head} dur="5001" durtype="1" day="1" workdays="0"/>`,
      'duration',
      'serial.duration.range',
    ],
    [
      `<serial type="daily" ${head} dur="1" durtype="4" day="1" workdays="0"/>`,
      'durationType',
      'serial.durationType.invalid',
    ],
    [
      `<serial type="daily" ${head} dur="1" durtype="1" day="357" workdays="0"/>`,
      'rule.every',
      'serial.days.range',
    ],
    [
      `<serial type="weekly" ${head} dur="1" durtype="1" week="53" workdays="Mo"/>`,
      'rule.every',
      'serial.weeks.range',
    ],
    [
      `<serial type="weekly" ${head} dur="1" durtype="1" week="1" workdays=""/>`,
      'rule.weekdays',
      'serial.weekdays.required',
    ],
    [
      `<serial type="weekly" ${head} dur="1" durtype="1" week="1" workdays="Mo,Xx"/>`,
      'rule.weekdays.1',
      'serial.weekday.invalid',
    ],
    [
      `<serial type="monthly" ${head} dur="1" durtype="1" mode="1" month="1" day="32"/>`,
      'rule.day',
      'serial.monthDay.range',
    ],
    [
      `<serial type="monthly" ${head} dur="1" durtype="1" mode="1" month="32" day="1"/>`,
      'rule.every',
      'serial.months.range',
    ],
    [
      `<serial type="monthly" ${head} dur="1" durtype="1" mode="2" month="1" p1="4" p2="Mo"/>`,
      'rule.position',
      'serial.position.invalid',
    ],
    [
      `<serial type="yearly" ${head} dur="1" durtype="1" year="11" mode="1" p1="1" p2="1"/>`,
      'rule.every',
      'serial.years.range',
    ],
    [
      `<serial type="yearly" ${head} dur="1" durtype="1" year="1" mode="1" p1="32" p2="1"/>`,
      'rule.day',
      'serial.yearDay.range',
    ],
    [
      `<serial type="yearly" ${head} dur="1" durtype="1" year="1" mode="1" p1="30" p2="2"/>`,
      'rule.day',
      'serial.yearDay.invalid',
    ],
    [
      `<serial type="yearly" ${head} dur="1" durtype="1" year="1" mode="1" p1="1" p2="13"/>`,
      'rule.month',
      'serial.yearMonth.range',
    ],
    [
      `<serial type="daily" ${head} dur="1" durtype="1" day="1" workdays="0" counter="1001"/>`,
      'end.count',
      'serial.count.range',
    ],
    [
      `<serial type="daily" ${head} dur="1" durtype="1" day="1" workdays="0" counter="0"/>`,
      'end.count',
      'serial.count.range',
    ],
    [
      `<serial type="daily" ${head} dur="1" durtype="1" day="1" workdays="0" end="2026-03-22"/>`,
      'end.date',
      'serial.end.beforeBegin',
    ],
  ])('bound: %s', (xml, path, message) => {
    expect(parseSerialXml(xml)).toEqual({ success: false, issues: [{ path, message }] });
  });

  it('has a German and an English text for every message key', () => {
    for (const key of serialMessageKeys) {
      expect(messagesEn).toHaveProperty([key]);
      expect(messagesDe).toHaveProperty([key]);
    }
  });
});
