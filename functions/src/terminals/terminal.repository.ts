/**
 * Clock terminals (docs/data-model.md section 10): `TERMINAL#<id>` / `TERMINAL` with the terminals' list on gsi1
 * (`TERMINALS` / `<name lower>#<id>`), and per uploaded reading `TERMINAL#<id>` / `REF#<terminal booking id>`
 * (the booking written; kept 400 days), created if not exists in the transaction of the booking: a repeated
 * upload finds it and writes nothing.
 */
import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const refDays = 400;

const ZStoredTerminal = z.object({
  id: z.string(),
  name: z.string(),
  notes: z.string(),
  /** sha-256 of the secret, hex. */
  secretHash: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  bookingCount: z.number().int(),
});
export type StoredTerminal = z.infer<typeof ZStoredTerminal>;

const terminalEntity = defineEntity({ type: 'TERMINAL', schema: ZStoredTerminal, versioned: false })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['TERMINAL', id] },
    sort: { sources: [], key: () => 'TERMINAL' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['TERMINALS'] },
    sort: { sources: ['name', 'id'], key: ({ name, id }) => `${name.toLowerCase()}#${id}` },
  });

const refEntity = defineEntity({
  type: 'BOOKINGREF',
  schema: z.object({ terminalId: z.string(), ref: z.string(), bookingId: z.string(), at: z.string() }),
  versioned: false,
  expiresAt: (item) => Math.floor(Date.parse(item.at) / 1000) + refDays * 86_400,
}).key({
  partition: { sources: ['terminalId'], key: ({ terminalId }) => ['TERMINAL', terminalId] },
  sort: { sources: ['ref'], key: ({ ref }) => `REF#${ref}` },
});

export class TerminalRepository {
  private readonly table: TenantTable;
  private readonly terminals;
  private readonly refs;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.table = table;
    this.terminals = terminalEntity.in(table);
    this.refs = refEntity.in(table);
  }

  /** 1 G. */
  get(id: string): Promise<StoredTerminal | undefined> {
    return this.terminals.get({ id });
  }

  /** By name: 1 Q gsi1 (a tenant has a handful). */
  list(): Promise<StoredTerminal[]> {
    return this.terminals.queryAll({ index: 'gsi1', partition: {} });
  }

  createWrite(terminal: StoredTerminal): TransactionWrite {
    return this.terminals.createWrite(terminal);
  }

  deleteWrite(id: string): TransactionWrite {
    return this.terminals.deleteWrite({ id });
  }

  notesWrite(id: string, notes: string): TransactionWrite {
    return this.terminals.updateWrite({ id }, { set: { notes }, mustExist: true });
  }

  /** After an upload: when, and how many bookings it delivered (not audited: no one changed anything). */
  async seen(id: string, at: string, accepted: number): Promise<void> {
    await this.table.transact([
      this.terminals.updateWrite(
        { id },
        { set: { lastSeenAt: at }, add: { bookingCount: accepted }, mustExist: true },
      ),
    ]);
  }

  /** Whether this reading was uploaded before: 1 G. */
  async hasRef(terminalId: string, ref: string): Promise<boolean> {
    return (await this.refs.get({ terminalId, ref })) !== undefined;
  }

  /** The reading's mark, if not exists: a repeat racing this one fails its transaction. */
  refWrite(terminalId: string, ref: string, bookingId: string, at: string): TransactionWrite {
    return this.refs.createWrite({ terminalId, ref, bookingId, at });
  }
}
