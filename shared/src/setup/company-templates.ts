/**
 * Company templates of the setup guide (issue 29; docs/decisions.md "A new company's first hour"): what a company
 * of a kind usually plans with, in both languages. Applying one creates the work areas, shift templates, teams
 * and the usual rules through the same services an administrator uses; everything stays editable and removable.
 */
import * as z from 'zod';
import type { Language } from '../i18n/languages';
import type { ShiftItemTypeName } from '../shifts/shift-template';

export const companyTypes = ['careHome', 'restaurant', 'retail', 'production', 'office'] as const;
export const ZCompanyType = z.enum(companyTypes);
export type TCompanyType = z.infer<typeof ZCompanyType>;

export type Words = Readonly<Record<Language, string>>;

export interface TemplateArea {
  key: string;
  name: Words;
  comment: Words;
  backColor: string;
  foreColor: string;
}

export interface TemplateShift {
  name: Words;
  shortName: Words;
  area: string;
  kind: ShiftItemTypeName;
  begin: string;
  end: string;
  /** An unpaid break (begin, end) inside the shift; none for shifts of six hours or less. */
  pause: readonly [string, string] | null;
  backColor: string;
  foreColor: string;
  /** Open shifts of this template in the sample plan on each of its ISO weekdays (1 Monday ... 7 Sunday). */
  sample: { perDay: number; weekdays: readonly number[] };
}

export interface TemplateTeam {
  name: Words;
  areas: readonly string[];
}

/** The staffing rule that companies of the kind usually want first: at least `minimum` in an area on weekdays. */
export interface TemplateMinimum {
  name: Words;
  area: string;
  weekdays: readonly number[];
  minimum: number;
}

export interface CompanyTemplate {
  areas: readonly TemplateArea[];
  shifts: readonly TemplateShift[];
  /** Teams below the company's site; none: the company plans in its site itself. */
  teams: readonly TemplateTeam[];
  minimum: TemplateMinimum;
}

const workdays = [1, 2, 3, 4, 5] as const;
const monToSat = [1, 2, 3, 4, 5, 6] as const;
const everyDay = [1, 2, 3, 4, 5, 6, 7] as const;

export const companyTemplates: Readonly<Record<TCompanyType, CompanyTemplate>> = {
  careHome: {
    areas: [
      {
        key: 'care',
        name: { de: 'Pflege', en: 'Care' },
        comment: { de: 'Grund- und Behandlungspflege', en: 'Basic and medical care' },
        backColor: '#bbf7d0',
        foreColor: '#14532d',
      },
      {
        key: 'night',
        name: { de: 'Nachtwache', en: 'Night watch' },
        comment: { de: 'Nachtdienst im ganzen Haus', en: 'Night duty for the whole house' },
        backColor: '#c7d2fe',
        foreColor: '#1e1b4b',
      },
      {
        key: 'kitchen',
        name: { de: 'Küche', en: 'Kitchen' },
        comment: { de: 'Frühstück, Mittagessen, Abendbrot', en: 'Breakfast, lunch and supper' },
        backColor: '#fde68a',
        foreColor: '#78350f',
      },
    ],
    shifts: [
      shift(
        'Frühdienst',
        'Early',
        'F',
        'E',
        'care',
        'early',
        '06:00',
        '14:00',
        '10:00',
        '#dcfce7',
        '#14532d',
        2,
        everyDay,
      ),
      shift(
        'Spätdienst',
        'Late',
        'S',
        'L',
        'care',
        'late',
        '13:30',
        '21:30',
        '17:30',
        '#ffedd5',
        '#7c2d12',
        2,
        everyDay,
      ),
      shift(
        'Zwischendienst',
        'Middle',
        'Z',
        'M',
        'care',
        'midday',
        '09:00',
        '17:00',
        '12:30',
        '#e0f2fe',
        '#0c4a6e',
        1,
        workdays,
      ),
      shift(
        'Nachtdienst',
        'Night',
        'N',
        'N',
        'night',
        'night',
        '21:15',
        '06:15',
        '01:00',
        '#c7d2fe',
        '#1e1b4b',
        1,
        everyDay,
      ),
      shift(
        'Küche Tagdienst',
        'Kitchen day',
        'K',
        'K',
        'kitchen',
        'day',
        '07:00',
        '15:30',
        '11:30',
        '#fde68a',
        '#78350f',
        1,
        everyDay,
      ),
    ],
    teams: [
      { name: { de: 'Wohnbereich 1', en: 'Ward 1' }, areas: ['care', 'night'] },
      { name: { de: 'Wohnbereich 2', en: 'Ward 2' }, areas: ['care', 'night'] },
      { name: { de: 'Küche', en: 'Kitchen' }, areas: ['kitchen'] },
    ],
    minimum: {
      name: { de: 'Pflege am Wochenende: mindestens zwei', en: 'Care at weekends: at least two' },
      area: 'care',
      weekdays: [6, 7],
      minimum: 2,
    },
  },
  restaurant: {
    areas: [
      {
        key: 'service',
        name: { de: 'Service', en: 'Service' },
        comment: { de: 'Gäste bedienen, Tische und Kasse', en: 'Serving guests, tables and till' },
        backColor: '#fbcfe8',
        foreColor: '#831843',
      },
      {
        key: 'kitchen',
        name: { de: 'Küche', en: 'Kitchen' },
        comment: { de: 'Zubereitung und Spülen', en: 'Cooking and washing up' },
        backColor: '#fde68a',
        foreColor: '#78350f',
      },
      {
        key: 'counter',
        name: { de: 'Theke', en: 'Counter' },
        comment: { de: 'Kaffee, Kuchen und Verkauf außer Haus', en: 'Coffee, cakes and take-away' },
        backColor: '#fed7aa',
        foreColor: '#7c2d12',
      },
    ],
    shifts: [
      shift(
        'Service Früh',
        'Service early',
        'SF',
        'SE',
        'service',
        'early',
        '07:00',
        '15:00',
        '11:00',
        '#fce7f3',
        '#831843',
        1,
        monToSat,
      ),
      shift(
        'Service Spät',
        'Service late',
        'SS',
        'SL',
        'service',
        'late',
        '14:30',
        '22:30',
        '18:00',
        '#f5d0fe',
        '#701a75',
        1,
        monToSat,
      ),
      shift(
        'Küche Mitte',
        'Kitchen middle',
        'KM',
        'KM',
        'kitchen',
        'midday',
        '10:00',
        '18:00',
        '14:00',
        '#fef3c7',
        '#78350f',
        1,
        monToSat,
      ),
      shift(
        'Theke Tag',
        'Counter day',
        'TT',
        'CD',
        'counter',
        'day',
        '08:00',
        '14:00',
        null,
        '#ffedd5',
        '#7c2d12',
        1,
        monToSat,
      ),
    ],
    teams: [],
    minimum: {
      name: { de: 'Service am Samstag: mindestens zwei', en: 'Service on Saturdays: at least two' },
      area: 'service',
      weekdays: [6],
      minimum: 2,
    },
  },
  retail: {
    areas: [
      {
        key: 'floor',
        name: { de: 'Verkauf', en: 'Sales floor' },
        comment: { de: 'Beratung und Regalpflege', en: 'Advice and shelves' },
        backColor: '#bfdbfe',
        foreColor: '#1e3a8a',
      },
      {
        key: 'till',
        name: { de: 'Kasse', en: 'Checkout' },
        comment: { de: 'Kassieren und Umtausch', en: 'Checkout and returns' },
        backColor: '#bbf7d0',
        foreColor: '#14532d',
      },
      {
        key: 'stock',
        name: { de: 'Lager', en: 'Stockroom' },
        comment: { de: 'Warenannahme und Auffüllen', en: 'Deliveries and restocking' },
        backColor: '#e5e7eb',
        foreColor: '#1f2937',
      },
    ],
    shifts: [
      shift(
        'Frühschicht',
        'Early',
        'F',
        'E',
        'floor',
        'early',
        '07:30',
        '15:30',
        '11:30',
        '#dbeafe',
        '#1e3a8a',
        1,
        monToSat,
      ),
      shift(
        'Spätschicht',
        'Late',
        'S',
        'L',
        'floor',
        'late',
        '12:30',
        '20:30',
        '16:30',
        '#ede9fe',
        '#4c1d95',
        1,
        monToSat,
      ),
      shift(
        'Kasse Mitte',
        'Checkout middle',
        'KM',
        'CM',
        'till',
        'midday',
        '10:00',
        '18:00',
        '14:00',
        '#dcfce7',
        '#14532d',
        1,
        monToSat,
      ),
      shift(
        'Lager Tag',
        'Stockroom day',
        'L',
        'SD',
        'stock',
        'day',
        '06:00',
        '12:00',
        null,
        '#f3f4f6',
        '#1f2937',
        1,
        workdays,
      ),
    ],
    teams: [],
    minimum: {
      name: { de: 'Kasse am Samstag: mindestens zwei', en: 'Checkout on Saturdays: at least two' },
      area: 'till',
      weekdays: [6],
      minimum: 2,
    },
  },
  production: {
    areas: [
      {
        key: 'line',
        name: { de: 'Fertigung', en: 'Production' },
        comment: { de: 'Maschinen und Montage', en: 'Machines and assembly' },
        backColor: '#fecaca',
        foreColor: '#7f1d1d',
      },
      {
        key: 'warehouse',
        name: { de: 'Lager', en: 'Warehouse' },
        comment: { de: 'Wareneingang und Versand', en: 'Goods in and dispatch' },
        backColor: '#e5e7eb',
        foreColor: '#1f2937',
      },
      {
        key: 'maintenance',
        name: { de: 'Instandhaltung', en: 'Maintenance' },
        comment: { de: 'Wartung und Störungen', en: 'Servicing and breakdowns' },
        backColor: '#d9f99d',
        foreColor: '#365314',
      },
    ],
    shifts: [
      shift(
        'Frühschicht',
        'Early',
        'F',
        'E',
        'line',
        'early',
        '06:00',
        '14:00',
        '10:00',
        '#fee2e2',
        '#7f1d1d',
        2,
        workdays,
      ),
      shift(
        'Spätschicht',
        'Late',
        'S',
        'L',
        'line',
        'late',
        '14:00',
        '22:00',
        '18:00',
        '#ffedd5',
        '#7c2d12',
        2,
        workdays,
      ),
      shift(
        'Nachtschicht',
        'Night',
        'N',
        'N',
        'line',
        'night',
        '22:00',
        '06:00',
        '02:00',
        '#c7d2fe',
        '#1e1b4b',
        1,
        workdays,
      ),
      shift(
        'Lager Tag',
        'Warehouse day',
        'LT',
        'WD',
        'warehouse',
        'day',
        '07:00',
        '15:30',
        '11:30',
        '#f3f4f6',
        '#1f2937',
        1,
        workdays,
      ),
      shift(
        'Instandhaltung Mitte',
        'Maintenance middle',
        'IM',
        'MM',
        'maintenance',
        'midday',
        '09:00',
        '17:30',
        '13:00',
        '#ecfccb',
        '#365314',
        1,
        workdays,
      ),
    ],
    teams: [
      { name: { de: 'Fertigung', en: 'Production' }, areas: ['line', 'maintenance'] },
      { name: { de: 'Logistik', en: 'Logistics' }, areas: ['warehouse'] },
    ],
    minimum: {
      name: { de: 'Fertigung werktags: mindestens drei', en: 'Production on weekdays: at least three' },
      area: 'line',
      weekdays: workdays,
      minimum: 3,
    },
  },
  office: {
    areas: [
      {
        key: 'office',
        name: { de: 'Büro', en: 'Office' },
        comment: { de: 'Sachbearbeitung und Projekte', en: 'Casework and projects' },
        backColor: '#dbeafe',
        foreColor: '#1e3a8a',
      },
      {
        key: 'reception',
        name: { de: 'Empfang', en: 'Reception' },
        comment: { de: 'Besucher, Telefon und Post', en: 'Visitors, phone and post' },
        backColor: '#fef08a',
        foreColor: '#713f12',
      },
      {
        key: 'support',
        name: { de: 'Kundenservice', en: 'Customer service' },
        comment: { de: 'Hotline und Anfragen', en: 'Hotline and requests' },
        backColor: '#a7f3d0',
        foreColor: '#064e3b',
      },
    ],
    shifts: [
      shift(
        'Frühdienst',
        'Early',
        'F',
        'E',
        'support',
        'early',
        '07:00',
        '15:30',
        '11:30',
        '#d1fae5',
        '#064e3b',
        1,
        workdays,
      ),
      shift(
        'Tagdienst',
        'Day',
        'T',
        'D',
        'office',
        'day',
        '08:30',
        '17:00',
        '12:30',
        '#dbeafe',
        '#1e3a8a',
        2,
        workdays,
      ),
      shift(
        'Spätdienst',
        'Late',
        'S',
        'L',
        'support',
        'late',
        '11:30',
        '20:00',
        '15:30',
        '#ede9fe',
        '#4c1d95',
        1,
        workdays,
      ),
      shift(
        'Empfang Mitte',
        'Reception middle',
        'EM',
        'RM',
        'reception',
        'midday',
        '10:00',
        '18:30',
        '14:00',
        '#fef9c3',
        '#713f12',
        1,
        workdays,
      ),
    ],
    teams: [],
    minimum: {
      name: {
        de: 'Empfang werktags: mindestens eine Person',
        en: 'Reception on weekdays: at least one person',
      },
      area: 'reception',
      weekdays: workdays,
      minimum: 1,
    },
  },
};

/** A shift of a template: an unpaid half hour from `pause` (null: a short shift without a break). */
function shift(
  de: string,
  en: string,
  shortDe: string,
  shortEn: string,
  area: string,
  kind: ShiftItemTypeName,
  begin: string,
  end: string,
  pause: string | null,
  backColor: string,
  foreColor: string,
  perDay: number,
  weekdays: readonly number[],
): TemplateShift {
  return {
    name: { de, en },
    shortName: { de: shortDe, en: shortEn },
    area,
    kind,
    begin,
    end,
    pause: pause === null ? null : [pause, halfHourAfter(pause)],
    backColor,
    foreColor,
    sample: { perDay, weekdays },
  };
}

function halfHourAfter(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = (hours * 60 + minutes + 30) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
