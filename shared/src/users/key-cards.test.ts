import { describe, expect, it } from 'vitest';
import { keyCardProblems, newKeyCardRow, ZKeyCardsSave } from './key-cards';

const card = (cardId: string, cardType = 'DF') => ({
  id: crypto.randomUUID(),
  cardId,
  cardType,
  enabled: true,
});

describe('key cards', () => {
  it('starts a new row empty, with type DF and disabled', () => {
    expect(newKeyCardRow('x')).toEqual({ id: 'x', cardId: '', cardType: 'DF', enabled: false });
  });

  it('names the row and the missing value: key for a blank card id, device for a blank type', () => {
    expect(keyCardProblems([card('123'), { ...card('   '), cardType: '' }])).toEqual([
      { row: 2, value: 'key' },
      { row: 2, value: 'device' },
    ]);
  });

  it('accepts five cards, refuses a sixth and a card twice', () => {
    const five = ['1', '2', '3', '4', '5'].map((id) => card(id));
    expect(ZKeyCardsSave.safeParse({ cards: five, version: 0 }).success).toBe(true);
    expect(ZKeyCardsSave.safeParse({ cards: [...five, card('6')], version: 0 }).success).toBe(false);
    expect(ZKeyCardsSave.safeParse({ cards: [card('1'), card('1')], version: 0 }).success).toBe(false);
    // Trimmed: a padded id is the id.
    expect(ZKeyCardsSave.parse({ cards: [card(' 7 ')], version: 0 }).cards[0]?.cardId).toBe('7');
  });
});
