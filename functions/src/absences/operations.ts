import { absenceContracts as contracts } from '@app/shared/absences/absences.contracts';
import { absenceSeriesContracts as series } from '@app/shared/absences/absence-series.contracts';
import { implement } from '../api/operation';
import {
  absenceStateInfo,
  absencesOfPerson,
  createAbsence,
  deleteAbsence,
  getAbsence,
  updateAbsence,
} from './absence.service';
import { absenceRecipients, changeAbsenceState } from './absence-state.service';
import { absenceDetails, absenceInbox } from './absence-inbox.service';
import { createQuickAbsences } from './fast-absence.service';
import {
  absenceSeriesDetails,
  createAbsenceSeries,
  deleteAbsenceSeries,
  updateAbsenceSeries,
} from './absence-series.service';
import { changeAbsenceSeriesState } from './absence-series-state.service';

export const absenceOperations = [
  // With `serial`: a series, each occurrence an absence of its own (absence-series.service.ts).
  implement(contracts.create, {
    handler: ({ caller, body }) =>
      body.serial
        ? createAbsenceSeries(caller, { ...body, serial: body.serial })
        : createAbsence(caller, body),
  }),
  implement(contracts.get, { handler: ({ caller, params }) => getAbsence(caller, params.absenceId) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateAbsence(caller, params.absenceId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteAbsence(caller, params.absenceId, query.version),
  }),
  implement(contracts.changeState, { handler: ({ caller, body }) => changeAbsenceState(caller, body) }),
  implement(contracts.stateInfo, {
    handler: ({ caller, params }) => absenceStateInfo(caller, params.absenceId),
  }),
  implement(contracts.ofPerson, {
    handler: ({ caller, params, query }) => absencesOfPerson(caller, params.userId, query.from, query.to),
  }),
  implement(contracts.details, {
    handler: ({ caller, params }) => absenceDetails(caller, params.absenceId),
  }),
  implement(contracts.recipients, {
    handler: ({ caller, params, query }) => absenceRecipients(caller, params.absenceId, query),
  }),
  implement(contracts.inbox, { handler: ({ caller }) => absenceInbox(caller) }),
  implement(contracts.createQuick, {
    handler: ({ caller, body, language }) => createQuickAbsences(caller, body, language),
  }),
  implement(series.seriesGet, {
    handler: ({ caller, params }) => absenceSeriesDetails(caller, params.seriesId),
  }),
  implement(series.seriesUpdate, {
    handler: ({ caller, params, body }) => updateAbsenceSeries(caller, params.seriesId, body),
  }),
  implement(series.seriesDelete, {
    handler: ({ caller, params, query }) =>
      deleteAbsenceSeries(caller, params.seriesId, query.version, query.from),
  }),
  implement(series.seriesChangeState, {
    handler: ({ caller, params, body }) => changeAbsenceSeriesState(caller, params.seriesId, body),
  }),
];
