/**
 * Resources: created, changed, ordered, deactivated and deleted by people with masterdata.edit. A resource the
 * plan uses (ShiftCount above 0) is deactivated instead of deleted, so that old plans keep their names.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { assertCurrentVersion } from '@app/shared/api/versions';
import type {
  TRemoval,
  TResource,
  TResourceSettings,
  TResourceStatistics,
} from '@app/shared/resources/resource';
import type { Caller } from '../security/caller';
import { commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { UnitRepository } from '../units/unit.repository';
import { ResourceRepository, type Resource } from './resource.repository';

export function toResource(resource: Resource): TResource {
  return {
    id: resource.id,
    caption: resource.caption,
    comments: resource.comments,
    backColor: resource.backColor,
    foreColor: resource.foreColor,
    enabled: resource.enabled,
    version: resource.version,
  };
}

const target = (resource: Pick<Resource, 'id' | 'caption'>) => ({
  type: 'resource',
  id: resource.id,
  name: resource.caption,
});
const snapshot = (resource: Resource | NewFields) => ({
  caption: resource.caption,
  comments: resource.comments,
  backColor: resource.backColor,
  foreColor: resource.foreColor,
  enabled: resource.enabled,
});

export interface NewFields {
  caption: string;
  comments: string;
  backColor: string;
  foreColor: string;
  enabled: boolean;
}

export async function requireResource(caller: Caller, resourceId: string): Promise<Resource> {
  const resource = await new ResourceRepository(caller.tenant).get(resourceId);
  if (!resource) throw new AppError('NOT_FOUND');
  return resource;
}

/** In the order of the settings dialog; resources it does not name follow by caption. */
function inDisplayOrder(resources: Resource[], order: readonly string[]): Resource[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  // The catalogue's key order puts "Küche (Kopie)" before "Küche" (a space sorts before its '#'): sort as read.
  return [...resources]
    .sort((a, b) => a.caption.localeCompare(b.caption, 'de'))
    .sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
}

export async function listResources(
  caller: Caller,
  filter: { enabled?: boolean | undefined; unitIds?: string[] | undefined; search?: string | undefined },
): Promise<TResource[]> {
  const repository = new ResourceRepository(caller.tenant);
  const [all, settings] = await Promise.all([repository.list(), repository.getSettings()]);
  let allowed: Set<string> | undefined;
  if (filter.unitIds) {
    const lists = await new UnitRepository(caller.tenant).getResourcesOf([...new Set(filter.unitIds)]);
    allowed = new Set(lists.flatMap((list) => list.resourceIds));
  }
  const needle = filter.search?.toLocaleLowerCase();
  return inDisplayOrder(all, settings?.order ?? [])
    .filter((resource) => filter.enabled === undefined || resource.enabled === filter.enabled)
    .filter((resource) => !allowed || allowed.has(resource.id))
    .filter((resource) => !needle || resource.caption.toLocaleLowerCase().includes(needle))
    .map(toResource);
}

export async function getResource(caller: Caller, resourceId: string): Promise<TResource> {
  return toResource(await requireResource(caller, resourceId));
}

export async function createResource(caller: Caller, input: NewFields, now = clockNow()): Promise<TResource> {
  const repository = new ResourceRepository(caller.tenant);
  const resource = { id: randomUUID(), ...input, createdBy: caller.user.id, createdAt: now.toISOString() };
  await commitAudited(
    caller,
    { action: 'resource.create', target: target(resource), after: snapshot(resource), at: now },
    [repository.createWrite(resource)],
  );
  return toResource({ ...resource, version: 1 });
}

export async function updateResource(
  caller: Caller,
  resourceId: string,
  input: NewFields & { version: number },
  now = clockNow(),
): Promise<TResource> {
  const repository = new ResourceRepository(caller.tenant);
  const current = await repository.get(resourceId);
  assertCurrentVersion(current, input.version);
  const { version, ...fields } = input;
  const { version: currentVersion, ...stored } = current;
  void currentVersion;
  const next = { ...stored, ...fields };
  await commitAudited(
    caller,
    {
      action: 'resource.update',
      target: target(current),
      before: snapshot(current),
      after: snapshot(next),
      at: now,
    },
    [repository.updateWrite(next, version)],
  );
  return toResource({ ...next, version: version + 1 });
}

export async function setResourceEnabled(
  caller: Caller,
  resourceId: string,
  input: { enabled: boolean; version: number },
): Promise<TResource> {
  const current = await requireResource(caller, resourceId);
  return updateResource(caller, resourceId, { ...snapshot(current), ...input });
}

/** The spec's statistics (ShiftCount): plan entries of the resource. */
export async function resourceStatistics(caller: Caller, resourceId: string): Promise<TResourceStatistics> {
  await requireResource(caller, resourceId);
  return { id: resourceId, shiftCount: await new ResourceRepository(caller.tenant).shiftCount(resourceId) };
}

/** Deletes an unused resource; a used one (or one a shift template names) is deactivated instead. */
export async function deleteResource(
  caller: Caller,
  resourceId: string,
  version: number,
  isNamedByTemplates: (resourceId: string) => Promise<boolean>,
  now = clockNow(),
): Promise<TRemoval> {
  const repository = new ResourceRepository(caller.tenant);
  const current = await repository.get(resourceId);
  assertCurrentVersion(current, version);
  const used = (await repository.shiftCount(resourceId)) > 0 || (await isNamedByTemplates(resourceId));
  if (used) {
    if (current.enabled) await setResourceEnabled(caller, resourceId, { enabled: false, version });
    return { outcome: 'deactivated' };
  }
  await commitAudited(
    caller,
    { action: 'resource.delete', target: target(current), before: snapshot(current), at: now },
    repository.deleteWrites(resourceId, version),
  );
  return { outcome: 'deleted' };
}

export async function resourceSettings(caller: Caller): Promise<TResourceSettings> {
  const settings = await new ResourceRepository(caller.tenant).getSettings();
  return { order: settings?.order ?? [], version: settings?.version ?? 0 };
}

export async function saveResourceSettings(
  caller: Caller,
  input: { order: string[]; version: number },
  now = clockNow(),
): Promise<TResourceSettings> {
  const repository = new ResourceRepository(caller.tenant);
  const [current, resources] = await Promise.all([repository.getSettings(), repository.list()]);
  if ((current?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
  const known = new Set(resources.map((resource) => resource.id));
  const unknown = input.order.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw AppError.validation([
      { path: `body.order.${unknown}`, code: 'unknown_resource', message: input.order[unknown] ?? '' },
    ]);
  }
  await commitAudited(
    caller,
    {
      action: 'resource.settings',
      target: { type: 'resource', id: null, name: null },
      before: { order: current?.order ?? [] },
      after: { order: input.order },
      at: now,
    },
    [repository.saveSettingsWrite(input.order, input.version)],
  );
  return { order: input.order, version: input.version + 1 };
}
