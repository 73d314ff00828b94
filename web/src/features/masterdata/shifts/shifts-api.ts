import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TRemoval } from '@app/shared/resources/resource';
import type { TShiftCycle, TShiftCycleCreate, TShiftCycleUpdate } from '@app/shared/shifts/shift-cycle';
import type {
  TShiftTemplate,
  TShiftTemplateCreate,
  TShiftTemplateUpdate,
} from '@app/shared/shifts/shift-template';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { shiftCycleContracts } from '@app/shared/shifts/shift-cycles.contracts';
import { callApi } from '#lib/api';

export const shiftTemplatesQueryKey = ['shift-templates'] as const;
export const shiftCyclesQueryKey = ['shift-cycles'] as const;

/** Every template, enabled or not (free ones too): the grid filters them itself. */
export const shiftTemplatesQuery = queryOptions({
  queryKey: shiftTemplatesQueryKey,
  queryFn: ({ signal }) => callApi(shiftContracts.list, { body: {} }, { signal }),
});

export const shiftCyclesQuery = queryOptions({
  queryKey: shiftCyclesQueryKey,
  queryFn: ({ signal }) => callApi(shiftCycleContracts.cycles, {}, { signal }),
});

export async function refreshShiftTemplates(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: shiftTemplatesQueryKey });
}

export async function refreshShiftCycles(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: shiftCyclesQueryKey });
}

export function createShiftTemplate(input: TShiftTemplateCreate): Promise<TShiftTemplate> {
  return callApi(shiftContracts.create, { body: input });
}

export function updateShiftTemplate(id: string, input: TShiftTemplateUpdate): Promise<TShiftTemplate> {
  return callApi(shiftContracts.update, { params: { templateId: id }, body: input });
}

export function setShiftTemplateEnabled(template: Pick<TShiftTemplate, 'id' | 'version'>, enabled: boolean) {
  return callApi(shiftContracts.setEnabled, {
    params: { templateId: template.id },
    body: { enabled, version: template.version },
  });
}

export function deleteShiftTemplate(template: Pick<TShiftTemplate, 'id' | 'version'>): Promise<TRemoval> {
  return callApi(shiftContracts.delete, {
    params: { templateId: template.id },
    query: { version: template.version },
  });
}

export function createShiftCycle(input: TShiftCycleCreate): Promise<TShiftCycle> {
  return callApi(shiftCycleContracts.createCycle, { body: input });
}

export function updateShiftCycle(id: string, input: TShiftCycleUpdate): Promise<TShiftCycle> {
  return callApi(shiftCycleContracts.updateCycle, { params: { cycleId: id }, body: input });
}

export function deleteShiftCycle(cycle: Pick<TShiftCycle, 'id' | 'version'>): Promise<void> {
  return callApi(shiftCycleContracts.deleteCycle, {
    params: { cycleId: cycle.id },
    query: { version: cycle.version },
  });
}
