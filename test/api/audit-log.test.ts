/**
 * The audit log's partitions per month on DynamoDB Local: pages walk the months newest first, continue across
 * month boundaries, and read a bounded number of entries however rare the filter.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@app/shared/tenants/audit';
import { AuditRepository } from '@app/functions/audit/audit.repository';
import { TenantTable } from '@app/functions/data/tenant-table';
import { useLocalStack } from '../support/local-stack';

const entry = (at: string, action: TAuditEntry['action'] = 'user.update'): TAuditEntry => ({
  id: randomUUID(),
  at,
  action,
  actorId: null,
  actorName: 'alex',
  targetType: 'user',
  targetId: null,
  targetName: 'kim',
  before: null,
  after: { n: 1 },
});

const newTenant = () => ({
  customerNo: `4${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  userSub: 'x',
  username: 'x',
});

async function store(tenant: ReturnType<typeof newTenant>, entries: TAuditEntry[]) {
  const audit = new AuditRepository(tenant);
  await new TenantTable(tenant).transact(
    entries.map((item) => audit.appendWrite(item)),
    { atomic: false },
  );
}

async function walk(audit: AuditRepository, from: string, to: string, limit: number) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await audit.page({ from, to, filter: 'all', limit, cursor });
    pages.push(page.items.map((item) => item.at.slice(0, 10)));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

beforeAll(() => {
  useLocalStack();
});

describe('the audit log', () => {
  it('pages newest first across months, skipping empty ones', async () => {
    const tenant = newTenant();
    const days = [
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-03-01',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ];
    await store(
      tenant,
      days.map((day) => entry(`${day}T12:00:00.000Z`)),
    );
    const audit = new AuditRepository(tenant);
    expect(await walk(audit, '2026-01-01T00:00:00.000Z', '2026-04-30T23:59:59.999Z', 3)).toEqual([
      ['2026-04-02', '2026-04-01', '2026-03-31'],
      ['2026-03-01', '2026-01-07', '2026-01-06'],
      ['2026-01-05'],
    ]);
    // The bounds are instants: the first and last month are cut at them.
    expect(await walk(audit, '2026-01-06T00:00:00.000Z', '2026-03-31T11:59:59.999Z', 10)).toEqual([
      ['2026-03-01', '2026-01-07', '2026-01-06'],
    ]);
    await expect(
      audit.page({
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-04-30T00:00:00.000Z',
        filter: 'all',
        limit: 3,
        cursor: 'bm9wZQ',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('reads at most 500 entries per page, so a rare filter answers short pages with a cursor', async () => {
    const tenant = newTenant();
    const times = Array.from({ length: 620 }, (_, index) =>
      new Date(Date.UTC(2025, 5, 1, 0, index)).toISOString(),
    );
    await store(tenant, [entry('2025-05-20T08:00:00.000Z', 'user.delete'), ...times.map((at) => entry(at))]);
    const audit = new AuditRepository(tenant);
    const range = { from: '2025-05-01T00:00:00.000Z', to: '2025-06-30T23:59:59.999Z', filter: 'deletes' };
    const accept = (item: TAuditEntry) => item.action === 'user.delete';
    const first = await audit.page({ ...range, limit: 25, accept });
    expect(first.items).toEqual([]);
    expect(first.nextCursor).toBeDefined();
    const second = await audit.page({ ...range, limit: 25, accept, cursor: first.nextCursor });
    expect(second.items.map((item) => item.action)).toEqual(['user.delete']);
    expect(second.nextCursor).toBeUndefined();
  });

  it('answers an empty page for a range that starts after it ends (a start in the future)', async () => {
    const tenant = newTenant();
    await store(tenant, [entry('2026-02-01T12:00:00.000Z')]);
    const page = await new AuditRepository(tenant).page({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-02-15T00:00:00.000Z',
      filter: 'future',
      limit: 25,
    });
    expect(page).toEqual({ items: [] });
  });

  it('takes a cursor only for the filter and range that issued it', async () => {
    const tenant = newTenant();
    await store(
      tenant,
      ['2026-05-01', '2026-05-02', '2026-05-03', '2026-06-01'].map((day) => entry(`${day}T12:00:00.000Z`)),
    );
    const audit = new AuditRepository(tenant);
    const range = { from: '2026-05-01T00:00:00.000Z', to: '2026-06-30T23:59:59.999Z' };
    const first = await audit.page({ ...range, filter: ['a'], limit: 2 });
    const cursor = first.nextCursor;
    expect(cursor).toBeDefined();
    // The same filter goes on where it stopped, even if "now" (the default end) moved on meanwhile.
    const second = await audit.page({
      ...range,
      to: '2026-07-31T00:00:00.000Z',
      filter: ['a'],
      limit: 2,
      cursor,
    });
    expect(second.items.map((item) => item.at.slice(0, 10))).toEqual(['2026-05-02', '2026-05-01']);
    await expect(audit.page({ ...range, filter: ['b'], limit: 2, cursor })).rejects.toMatchObject({
      code: 'INVALID_CURSOR',
    });
  });
});
