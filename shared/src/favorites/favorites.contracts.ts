import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZFavoriteCategory, ZFavoriteIds } from './favorite';

const ZParams = z.object({ category: ZFavoriteCategory, id: z.uuid() });
const ZContainerParams = z.object({ containerId: z.uuid(), id: z.uuid() });
const ownOnly =
  "favourites are the caller's own: another tenant's id is stored under the caller's person and reveals nothing";

/** The caller's own favourites, per category and per object container. Every signed-in person keeps their own. */
export const favoriteContracts = defineContracts('favorites', {
  list: {
    method: 'GET',
    path: '/api/favorites/{category}',
    auth: 'user',
    summary: "The ids of the caller's favourites of a category",
    specCalls: [],
    request: { params: z.object({ category: ZFavoriteCategory }) },
    response: ZFavoriteIds,
  },
  is: {
    method: 'GET',
    path: '/api/favorites/{category}/{id}',
    auth: 'user',
    summary: 'Whether the object is one of the caller’s favourites',
    specCalls: ['GET /api/favorites/{category}/{id}'],
    isolationOptOut: ownOnly,
    request: { params: ZParams },
    response: z.boolean(),
  },
  add: {
    method: 'POST',
    path: '/api/favorites/{category}/{id}',
    auth: 'user',
    summary: 'Mark as favourite (again is fine); at most 200 per category',
    specCalls: ['POST /api/favorites/{category}/{id}'],
    isolationOptOut: ownOnly,
    successStatus: 204,
    request: { params: ZParams },
  },
  remove: {
    method: 'DELETE',
    path: '/api/favorites/{category}/{id}',
    auth: 'user',
    summary: 'No longer a favourite (also when it was none)',
    specCalls: ['DELETE /api/favorites/{category}/{id}'],
    isolationOptOut: ownOnly,
    successStatus: 204,
    request: { params: ZParams },
  },
  containerList: {
    method: 'GET',
    path: '/api/favorites/objectcontainer/{containerId}',
    auth: 'user',
    summary: "The ids of the caller's favourite objects of a container",
    specCalls: [],
    isolationOptOut: ownOnly,
    request: { params: z.object({ containerId: z.uuid() }) },
    response: ZFavoriteIds,
  },
  containerAdd: {
    method: 'POST',
    path: '/api/favorites/objectcontainer/{containerId}/{id}',
    auth: 'user',
    summary: 'Mark an object of a container as favourite',
    specCalls: ['POST /api/favorites/objectcontainer/{containerId}/{id}'],
    isolationOptOut: ownOnly,
    successStatus: 204,
    request: { params: ZContainerParams },
  },
  containerRemove: {
    method: 'DELETE',
    path: '/api/favorites/objectcontainer/{containerId}/{id}',
    auth: 'user',
    summary: 'No longer a favourite object of the container',
    specCalls: ['DELETE /api/favorites/objectcontainer/{containerId}/{id}'],
    isolationOptOut: ownOnly,
    successStatus: 204,
    request: { params: ZContainerParams },
  },
});
