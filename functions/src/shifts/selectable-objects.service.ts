/**
 * Selectable objects for pickers (`/api/resources/objects/{source}`): resources or shift templates, enabled
 * ones only, in the views own (made by the caller), favourites and all, filtered by a part of the name.
 */
import { AppError } from '@app/shared/api/errors';
import type { TObjectSource, TSelectableObject } from '@app/shared/resources/resource';
import type { Caller } from '../security/caller';
import { ShiftTemplateRepository } from './shift-template.repository';
import { ResourceRepository } from '../resources/resource.repository';

interface Candidate {
  id: string;
  name: string;
  backColor: string;
  enabled: boolean;
  createdBy: string;
}

/**
 * The caller's favourites of a category, as this list reads them: none. The favourites area keeps them
 * (`FAV#RESOURCE#`, `FAV#SHIFTTPL#` in the user's collection; the shift picker reads them), this hook does not,
 * so every object here is listed as no favourite.
 */
export function favouriteIdsOf(caller: Caller, source: TObjectSource): Promise<ReadonlySet<string>> {
  void caller;
  void source;
  return Promise.resolve(new Set());
}

async function candidates(caller: Caller, source: TObjectSource): Promise<Candidate[]> {
  if (source === 'resource') {
    return (await new ResourceRepository(caller.tenant).list()).map((resource) => ({
      id: resource.id,
      name: resource.caption,
      backColor: resource.backColor,
      enabled: resource.enabled,
      createdBy: resource.createdBy,
    }));
  }
  return new ShiftTemplateRepository(caller.tenant).list();
}

const toObject = (candidate: Candidate, favourites: ReadonlySet<string>): TSelectableObject => ({
  id: candidate.id,
  name: candidate.name,
  isFavorite: favourites.has(candidate.id),
  backColor: candidate.backColor,
});

export async function selectableObjects(
  caller: Caller,
  source: TObjectSource,
  query: { view: 'own' | 'favorites' | 'all'; searchValue: string; limit: number },
): Promise<TSelectableObject[]> {
  const [all, favourites] = await Promise.all([candidates(caller, source), favouriteIdsOf(caller, source)]);
  const needle = query.searchValue.toLocaleLowerCase();
  const matching = all
    .filter((candidate) => candidate.enabled)
    .filter((candidate) => query.view !== 'own' || candidate.createdBy === caller.user.id)
    .filter((candidate) => query.view !== 'favorites' || favourites.has(candidate.id))
    .filter((candidate) => !needle || candidate.name.toLocaleLowerCase().includes(needle));
  // Names that begin with the typed text first, as an autocomplete reads.
  const ranked = [
    ...matching.filter((candidate) => candidate.name.toLocaleLowerCase().startsWith(needle)),
    ...matching.filter((candidate) => !candidate.name.toLocaleLowerCase().startsWith(needle)),
  ];
  return ranked.slice(0, query.limit).map((candidate) => toObject(candidate, favourites));
}

/** One object, also a disabled one: a picker shows what was chosen before it was deactivated. */
export async function selectableObject(
  caller: Caller,
  source: TObjectSource,
  objectId: string,
): Promise<TSelectableObject> {
  const [found, favourites] = await Promise.all([
    source === 'resource'
      ? new ResourceRepository(caller.tenant)
          .get(objectId)
          .then((resource) => resource && { ...resource, name: resource.caption })
      : new ShiftTemplateRepository(caller.tenant).get(objectId),
    favouriteIdsOf(caller, source),
  ]);
  if (!found) throw new AppError('NOT_FOUND');
  return toObject(found, favourites);
}
