import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredCard = z.object({
  id: z.string(),
  cardId: z.string(),
  cardType: z.string(),
  enabled: z.boolean(),
});
export type StoredCard = z.infer<typeof ZStoredCard>;

/** `USER#<u>` / `KEYCARDS`: a person's cards, at most 5. */
const keyCardsEntity = defineEntity({
  type: 'KEYCARDS',
  schema: z.object({ userId: z.string(), cards: z.array(ZStoredCard) }),
  versioned: true,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'KEYCARDS' },
});

/** `KEYCARD#<cardType>#<cardId>` / `KEYCARD`: the terminal's card-to-person lookup, unique per tenant. */
const reservationEntity = defineEntity({
  type: 'KEYCARD',
  schema: z.object({ cardType: z.string(), cardId: z.string(), userId: z.string() }),
  versioned: false,
}).key({
  partition: {
    sources: ['cardType', 'cardId'],
    key: ({ cardType, cardId }) => ['KEYCARD', cardType, cardId],
  },
  sort: { sources: [], key: () => 'KEYCARD' },
});

export class KeyCardRepository {
  private readonly table: TenantTable;
  private readonly cards;
  private readonly reservations;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.cards = keyCardsEntity.in(this.table);
    this.reservations = reservationEntity.in(this.table);
  }

  /** The person's cards and their version (0: never saved). */
  async of(userId: string): Promise<{ cards: StoredCard[]; version: number }> {
    const item = await this.cards.get({ userId });
    return item ? { cards: item.cards, version: item.version } : { cards: [], version: 0 };
  }

  /** Whose cards these are (BatchGet of the reservations). */
  holders(cards: readonly Pick<StoredCard, 'cardId' | 'cardType'>[]) {
    return this.reservations.getMany(cards.map(({ cardId, cardType }) => ({ cardId, cardType })));
  }

  /**
   * The save: the list at the version read, reservations of cards no longer held removed, of new cards created
   * (a card another person took in the meantime fails the transaction). At most 1 + 5 + 5 writes.
   */
  saveWrites(
    userId: string,
    before: readonly StoredCard[],
    after: readonly StoredCard[],
    version: number,
  ): TransactionWrite[] {
    const key = (card: Pick<StoredCard, 'cardId' | 'cardType'>) => `${card.cardType}#${card.cardId}`;
    const kept = new Set(after.map(key));
    const had = new Set(before.map(key));
    const item = { userId, cards: [...after] };
    return [
      version === 0 ? this.cards.createWrite(item) : this.cards.replaceWrite(item, version),
      ...before
        .filter((card) => !kept.has(key(card)))
        .map((card) => this.reservations.deleteWrite({ cardType: card.cardType, cardId: card.cardId })),
      ...after
        .filter((card) => !had.has(key(card)))
        .map((card) =>
          this.reservations.createWrite({ cardType: card.cardType, cardId: card.cardId, userId }),
        ),
    ];
  }
}
