import { queryOptions } from '@tanstack/react-query';
import type {
  TDayCorrectionSave,
  TOvertimeDecision,
  TTrackingAction,
  TTrackingSuggestRequest,
} from '@app/shared/time-tracking/tracking';
import type {
  TTrackingCostUnitsSave,
  TTrackingDelete,
  TTrackingSave,
} from '@app/shared/time-tracking/tracking-record';
import { trackingRecordContracts } from '@app/shared/time-tracking/tracking-record.contracts';
import { trackingContracts } from '@app/shared/time-tracking/tracking.contracts';
import {
  targetActualReportContracts,
  type TTargetActualReportRequest,
} from '@app/shared/time-tracking/target-actual-report.contracts';
import { callApi } from '#lib/api';
import { timeQueryKey } from '../time-api';

/** A person's valued month; under the time key, so that a booking saved anywhere refreshes it. */
export function targetActualQuery(userId: string, month: string) {
  return queryOptions({
    queryKey: [...timeQueryKey, 'target-actual', userId, month],
    queryFn: ({ signal }) =>
      callApi(trackingContracts.targetActual, { query: { userId, month } }, { signal }),
  });
}

/** One day of a person for the day content dialog. */
export function dayContentQuery(userId: string, date: string) {
  return queryOptions({
    queryKey: [...timeQueryKey, 'day', userId, date],
    queryFn: ({ signal }) =>
      callApi(trackingContracts.dayContent, { query: { userId, date, source: 'ACTUAL' } }, { signal }),
  });
}

export function sendTrackingAction(body: TTrackingAction) {
  return callApi(trackingContracts.trackingAction, { body });
}

export function saveDayCorrection(body: TDayCorrectionSave) {
  return callApi(trackingContracts.saveDayCorrection, { body });
}

/** EditAbsenceTracking: the credit of an absence day set by hand. */
export function saveAbsenceCredit(body: { userId: string; date: string; minutes: number; version: number }) {
  return callApi(trackingContracts.saveAbsenceTracking, { body });
}

/** The credit set by hand dropped: the valued one counts again. */
export function dropAbsenceCredit(userId: string, date: string, version: number) {
  return callApi(trackingContracts.deleteAbsenceTracking, {
    query: { userId, date, version: String(version) },
  });
}

export function decideOvertime(body: TOvertimeDecision) {
  return callApi(trackingContracts.decideOvertime, { body });
}

export function startTargetActualReport(body: TTargetActualReportRequest) {
  return callApi(targetActualReportContracts.targetActualReport, { body });
}

export function suggestTracking(body: TTrackingSuggestRequest) {
  return callApi(trackingContracts.suggestTracking, { body });
}

/** Replaces the day's bookings (the suggestion taken, reviewed). */
export function saveTracking(body: TTrackingSave) {
  return callApi(trackingRecordContracts.saveTracking, { body });
}

export function deleteTracking(query: TTrackingDelete) {
  return callApi(trackingRecordContracts.deleteTracking, { query });
}

export function saveTrackingCostUnits(body: TTrackingCostUnitsSave) {
  return callApi(trackingRecordContracts.saveTrackingCostUnits, { body });
}
