/**
 * Figures of the calendar's data call (issue 10), for `npm run bench`, against a DynamoDB Local of its own:
 * - `calendar.requests`: the DynamoDB requests of `calendar.list` for one unit of 200 people over one month
 *   (~6,000 entries); target: units x months + 5.
 * - `calendar.ratio`: the call's time divided by the time of reading the same items with plain Query calls (no
 *   parsing, no assembly) in the same run, medians of 5; target 2.0.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@app/functions/clients';
import { listCalendar } from '@app/functions/calendar/calendar.service';
import { median, withBenchStack } from './bench-stack';
import { benchCaller, benchMonth as month, seedPlan, seedUnit } from './bench-tenant';

const people = 200;
const customerNo = '90001';

export function calendarDataFigures(): Promise<{ requests: number; ratio: number }> {
  return withBenchStack('calendar', async ({ resources }) => {
    const unit = await seedUnit(customerNo, people);
    const { unitId } = unit;
    // Every person on 30 days: ~6,000 entries.
    const entries = await seedPlan(unit, month, 30);
    const caller = benchCaller(unit);
    const request = {
      from: `${month}-01`,
      to: `${month}-30`,
      unitIds: [unitId],
      withSubUnits: false,
      userIds: [],
      resourceIds: [],
      showDisabled: false,
    };

    let requests = 0;
    const client = dynamo();
    client.middlewareStack.add(
      (next) => (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCounter' },
    );

    // The same partitions read with plain, unparsed Query calls, page by page.
    const key = (...parts: string[]) => `T#${customerNo}#${parts.join('#')}`;
    const plainQuery = async (partitionKey: string, index?: string) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await client.send(
          new QueryCommand({
            TableName: resources.tables.main,
            ...(index ? { IndexName: index } : {}),
            KeyConditionExpression: '#p = :p',
            ExpressionAttributeNames: { '#p': index ? `${index}pk` : 'pk' },
            ExpressionAttributeValues: { ':p': partitionKey },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        start = page.LastEvaluatedKey;
      } while (start);
    };
    const plainRead = () =>
      Promise.all([
        plainQuery(key('UNIT', unitId)),
        plainQuery(key('UNIT', unitId, 'PLAN', month)),
        plainQuery(key('CATALOG'), 'gsi1'),
        // Public and school holidays share the region's partition; people come with the unit collection.
        plainQuery(key('HOLIDAYS', 'DE', 'BY')),
      ]);

    await listCalendar(caller, request, 'de');
    requests = 0;
    const answer = await listCalendar(caller, request, 'de');
    const counted = requests;
    if (answer.slots.length < entries.length) throw new Error('The bench calendar lacks entries');
    const callTimes: number[] = [];
    const plainTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      let started = performance.now();
      await listCalendar(caller, request, 'de');
      callTimes.push(performance.now() - started);
      started = performance.now();
      await plainRead();
      plainTimes.push(performance.now() - started);
    }
    return { requests: counted, ratio: median(callTimes) / median(plainTimes) };
  });
}
