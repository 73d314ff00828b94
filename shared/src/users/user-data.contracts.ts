import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZKeyCards, ZKeyCardsSave } from './key-cards';
import { ZUserId } from './user';

const ZUserParams = z.object({ userId: ZUserId });

/** What is kept per person beside the user item (area `users`): key cards, ... */
export const userDataContracts = defineContracts('users', {
  keyCards: {
    method: 'GET',
    path: '/api/users/{userId}/key-cards',
    auth: 'user',
    summary: 'The clock key cards of a user',
    specCalls: ['GET /api/users/keycards/{userId}'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZKeyCards,
  },
  saveKeyCards: {
    method: 'PUT',
    path: '/api/users/{userId}/key-cards',
    auth: 'user',
    summary: 'Save the key cards of a user (at most 5; a card taken by another person is 409)',
    specCalls: ['POST /api/users/keycards/{userId}'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZKeyCardsSave },
    examples: {
      body: {
        cards: [
          { id: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e', cardId: '0815', cardType: 'DF', enabled: true },
        ],
        version: 0,
      },
    },
    response: ZKeyCards,
  },
});
