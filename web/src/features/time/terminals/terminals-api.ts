import { queryOptions } from '@tanstack/react-query';
import type { TTerminalCreate } from '@app/shared/time-tracking/terminal';
import { terminalContracts } from '@app/shared/time-tracking/terminals.contracts';
import { callApi } from '#lib/api';

export const terminalsQueryKey = ['terminals'] as const;

export const terminalsQuery = queryOptions({
  queryKey: terminalsQueryKey,
  queryFn: ({ signal }) => callApi(terminalContracts.terminals, {}, { signal }),
});

export function createTerminal(body: TTerminalCreate) {
  return callApi(terminalContracts.createTerminal, { body });
}

export function saveTerminalNotes(terminalId: string, notes: string) {
  return callApi(terminalContracts.terminalNotes, { params: { terminalId }, body: { notes } });
}

export function deleteTerminal(terminalId: string) {
  return callApi(terminalContracts.deleteTerminal, { params: { terminalId } });
}
