/**
 * Items of areas above the calendar that the calendar draws from its own Queries: fixed bars and their entries
 * (written by plan tools, in the catalogue, docs/data-model.md section 10) and series heads (written by the
 * appointments area into each unit's collection, section 9). Their definitions live here, below both writers,
 * so that the calendar reads them with the very entity their writers write with (one schema, one type tag); the
 * writers' repositories (`plan-tools/fixed-bar.repository.ts`, `appointments/appointment.repository.ts`) import
 * them, as the absences and appointments import the plan partition's items (`plan-items.entities.ts`).
 */
import * as z from 'zod';
import { ZFixedBar, ZFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import { ZSerialPattern } from '@app/shared/serial/serial-pattern';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

export const ZStoredFixedBar = ZFixedBar.omit({ version: true });
export const ZStoredFixedBarEntry = ZFixedBarEntry.omit({ version: true });

/** `FIXEDBAR#<id>` / `FIXEDBAR`; in the catalogue (gsi1 `CATALOG`) as `FIXEDBAR#<name lower>#<id>`. */
export const fixedBarEntity = defineEntity({ type: 'FIXEDBAR', schema: ZStoredFixedBar, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['FIXEDBAR', id] },
    sort: { sources: [], key: () => 'FIXEDBAR' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `FIXEDBAR#${name.toLowerCase()}#${id}` },
  });

/** `FBENTRY#<id>` / `FBENTRY`; in the catalogue as `FBENTRY#<barId>#<start D>#<id>`. */
export const fixedBarEntryEntity = defineEntity({
  type: 'FBENTRY',
  schema: ZStoredFixedBarEntry,
  versioned: true,
})
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['FBENTRY', id] },
    sort: { sources: [], key: () => 'FBENTRY' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['CATALOG'] },
    sort: {
      sources: ['fixedBarId', 'startDate', 'id'],
      key: ({ fixedBarId, startDate, id }) => `FBENTRY#${fixedBarId}#${startDate}#${id}`,
    },
  });

/**
 * What a unit's calendar needs of a series to draw it without reading the appointment: the pattern, breaks,
 * subject, times and tag. `end` is the series' last day (null: endless); `spanDays` the days an occurrence lasts
 * beyond its first.
 */
export const ZStoredSeriesHead = z.object({
  unitId: z.string(),
  kind: z.literal('appointment'),
  sourceId: z.string(),
  userId: z.string(),
  serial: ZSerialPattern,
  breaks: z.array(z.string()),
  end: z.string().nullable(),
  subject: z.string(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  spanDays: z.number().int(),
  private: z.boolean(),
  tagId: z.string().nullable(),
});
export type SeriesHead = z.infer<typeof ZStoredSeriesHead>;

/** `UNIT#<U>` / `SERIES#<id>`: a recurring appointment's head in the collection of a unit it shows in. */
export const seriesHeadEntity = defineEntity({
  type: 'SERIESHEAD',
  schema: ZStoredSeriesHead,
  versioned: false,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: ['sourceId'], key: ({ sourceId }) => `SERIES#${sourceId}` },
});

export const fixedBarReader = readerOf(fixedBarEntity);
export const fixedBarEntryReader = readerOf(fixedBarEntryEntity);
export const seriesHeadReader = readerOf(seriesHeadEntity);
