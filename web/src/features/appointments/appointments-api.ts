import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TAppointment, TAppointmentSave } from '@app/shared/appointments/appointment';
import { appointmentContracts } from '@app/shared/appointments/appointments.contracts';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import { serialContracts } from '@app/shared/serial/serial.contracts';
import { writeSerialXml } from '@app/shared/serial/serial-xml';
import { callApi } from '#lib/api';

const appointmentsKey = ['appointments'] as const;

export const appointmentQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...appointmentsKey, appointmentId],
    queryFn: ({ signal }) => callApi(appointmentContracts.get, { params: { appointmentId } }, { signal }),
    gcTime: 0,
  });

export const appointmentDetailsQuery = (appointmentId: string, beginDate?: string) =>
  queryOptions({
    queryKey: [...appointmentsKey, appointmentId, 'details', beginDate ?? null],
    queryFn: ({ signal }) =>
      callApi(
        appointmentContracts.details,
        { params: { appointmentId }, query: beginDate ? { beginDate } : {} },
        { signal },
      ),
    gcTime: 0,
  });

/** COMMON_APP: a new appointment (no `id`), an edit, or one occurrence of a series (`occurrence`). */
export function saveAppointment(body: TAppointmentSave): Promise<TAppointment> {
  return callApi(appointmentContracts.save, { body });
}

/** The whole appointment (or series), or with `occurrence` that day only (the series gets a break). */
export function deleteAppointment(
  appointment: Pick<TAppointment, 'id' | 'version'>,
  occurrence?: string,
): Promise<unknown> {
  return callApi(appointmentContracts.delete, {
    params: { appointmentId: appointment.id },
    query: { version: appointment.version, ...(occurrence ? { occurrence } : {}) },
  });
}

/** The server's check of a pattern (bounds, readable, at least one occurrence) with its first occurrences. */
export const serialCheckQuery = (pattern: TSerialPattern, breaks: readonly string[] = []) => {
  const xml = writeSerialXml(pattern);
  return queryOptions({
    queryKey: ['serial-check', xml, breaks],
    queryFn: ({ signal }) =>
      callApi(serialContracts.serialCheck, { body: { pattern: xml, breaks: [...breaks] } }, { signal }),
    staleTime: 60_000,
  });
};

export async function refreshAppointments(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: appointmentsKey });
}
