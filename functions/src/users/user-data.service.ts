/** What is kept per person beside the user item: clock key cards (unique per tenant), each save audited. */
import { AppError } from '@app/shared/api/errors';
import type { TKeyCards } from '@app/shared/users/key-cards';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { KeyCardRepository, type StoredCard } from '../directory/key-card.repository';
import { assertMayActOn } from '../security/user-guards';
import { requireUser } from './user.service';

export async function getKeyCards(caller: Caller, userId: string): Promise<TKeyCards> {
  await requireUser(caller, userId);
  return new KeyCardRepository(caller.tenant).of(userId);
}

/** Saves all cards of a person; a card of another person is 409 KEY_CARD_TAKEN, a stale version 409 CONFLICT. */
export async function saveKeyCards(
  caller: Caller,
  userId: string,
  input: { cards: StoredCard[]; version: number },
  now = clockNow(),
): Promise<TKeyCards> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  const repository = new KeyCardRepository(caller.tenant);
  const current = await repository.of(userId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  const taken = (await repository.holders(input.cards)).filter((holder) => holder.userId !== userId);
  if (taken.length) {
    throw new AppError('KEY_CARD_TAKEN', { details: { cardIds: taken.map((holder) => holder.cardId) } });
  }
  await commitAudited(
    caller,
    {
      action: 'user.data',
      target: userTarget(user),
      before: { keyCards: current.cards },
      after: { keyCards: input.cards },
      at: now,
    },
    repository.saveWrites(userId, current.cards, input.cards, input.version),
  );
  return { cards: input.cards, version: input.version + 1 };
}
