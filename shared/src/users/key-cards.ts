import * as z from 'zod';

/** A person has at most this many clock key cards (the add row disappears at 5). */
export const maxKeyCards = 5;
/** The vendor's hardware type; a new row starts with it. */
export const defaultCardType = 'DF';

/** A clock key card (spec: Id, CardId, CardType, Enabled). */
export const ZKeyCard = z.object({
  id: z.uuid(),
  cardId: z.string().trim().min(1).max(50),
  cardType: z.string().trim().min(1).max(10),
  enabled: z.boolean(),
});
export type TKeyCard = z.infer<typeof ZKeyCard>;

export const ZKeyCards = z.object({ cards: z.array(ZKeyCard), version: z.number().int() });
export type TKeyCards = z.infer<typeof ZKeyCards>;

/** Saving the cards: all of them, at most 5, each card id once per type; `version` 0 before the first save. */
export const ZKeyCardsSave = z
  .strictObject({ cards: z.array(ZKeyCard).max(maxKeyCards), version: z.number().int().nonnegative() })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.cards.forEach((card, index) => {
      const key = `${card.cardType}#${card.cardId}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['cards', index, 'cardId'], message: 'duplicate' });
      seen.add(key);
    });
  });
export type TKeyCardsSave = z.input<typeof ZKeyCardsSave>;

/** A row as the dialog edits it. */
export interface KeyCardRow {
  id: string;
  cardId: string;
  cardType: string;
  enabled: boolean;
}

/** A new row: empty card id, type DF, disabled (spec). */
export function newKeyCardRow(id: string): KeyCardRow {
  return { id, cardId: '', cardType: defaultCardType, enabled: false };
}

/**
 * The rows' problems as the spec words them: the row number (from 1) and which value is required, the key
 * (card id, trimmed) or the device (card type).
 */
export function keyCardProblems(rows: readonly KeyCardRow[]): { row: number; value: 'key' | 'device' }[] {
  return rows.flatMap((row, index) => [
    ...(row.cardId.trim() ? [] : [{ row: index + 1, value: 'key' as const }]),
    ...(row.cardType.trim() ? [] : [{ row: index + 1, value: 'device' as const }]),
  ]);
}
