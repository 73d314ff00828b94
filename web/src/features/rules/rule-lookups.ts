import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unitsQuery } from '#features/organisation/units/units-api';
import { userGroupsQuery } from '#features/organisation/user-groups/user-groups-api';
import { resourcesQuery } from '#features/masterdata/resources/resources-api';
import { shiftTemplatesQuery } from '#features/masterdata/shifts/shifts-api';
import { qualificationsQuery } from '#features/masterdata/qualifications/qualifications-api';
import type { ScopeNames } from './rule-form';

/** One choice of a list in the editor. */
export interface LookupOption {
  id: string;
  name: string;
}

export interface RuleLookups {
  units: LookupOption[];
  resources: LookupOption[];
  templates: LookupOption[];
  userGroups: LookupOption[];
  qualifications: LookupOption[];
  /** Names by scope kind, for the list's "applies to" column. */
  scopeNames: ScopeNames;
}

const byName = (a: LookupOption, b: LookupOption) => a.name.localeCompare(b.name);

/**
 * The master data rules refer to, from the lists their own pages read (the same query keys, so that a page
 * visited before serves them from the cache). A list that fails to load (no permission) offers nothing.
 */
export function useRuleLookups(): RuleLookups {
  const units = useQuery(unitsQuery).data;
  const resources = useQuery(resourcesQuery).data;
  const templates = useQuery(shiftTemplatesQuery).data;
  const userGroups = useQuery(userGroupsQuery).data;
  const qualifications = useQuery(qualificationsQuery).data;
  return useMemo(() => {
    const lists = {
      units: (units ?? []).map(({ id, name }) => ({ id, name })),
      resources: (resources ?? []).map(({ id, caption }) => ({ id, name: caption })).sort(byName),
      templates: (templates ?? []).map(({ id, name }) => ({ id, name })).sort(byName),
      userGroups: (userGroups ?? []).map(({ id, name }) => ({ id, name })),
      qualifications: (qualifications ?? []).map(({ id, name }) => ({ id, name })),
    };
    const names = (options: LookupOption[]) => new Map(options.map(({ id, name }) => [id, name]));
    return {
      ...lists,
      scopeNames: {
        unit: names(lists.units),
        resource: names(lists.resources),
        template: names(lists.templates),
        userGroup: names(lists.userGroups),
      },
    };
  }, [units, resources, templates, userGroups, qualifications]);
}
