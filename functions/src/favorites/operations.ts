import { favoriteContracts as contracts } from '@app/shared/favorites/favorites.contracts';
import { implement } from '../api/operation';
import { addFavorite, containerCategory, favoriteIds, isFavorite, removeFavorite } from './favorite.service';

export const favoriteOperations = [
  implement(contracts.list, { handler: ({ caller, params }) => favoriteIds(caller, params.category) }),
  implement(contracts.is, {
    handler: ({ caller, params }) => isFavorite(caller, params.category, params.id),
  }),
  implement(contracts.add, {
    handler: ({ caller, params }) => addFavorite(caller, params.category, params.id),
  }),
  implement(contracts.remove, {
    handler: ({ caller, params }) => removeFavorite(caller, params.category, params.id),
  }),
  implement(contracts.containerList, {
    handler: ({ caller, params }) => favoriteIds(caller, containerCategory(params.containerId)),
  }),
  implement(contracts.containerAdd, {
    handler: ({ caller, params }) => addFavorite(caller, containerCategory(params.containerId), params.id),
  }),
  implement(contracts.containerRemove, {
    handler: ({ caller, params }) => removeFavorite(caller, containerCategory(params.containerId), params.id),
  }),
];
