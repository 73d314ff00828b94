import { calendarContracts as contracts } from '@app/shared/calendar/calendar.contracts';
import { planHistoryContracts as history } from '@app/shared/calendar/plan-history.contracts';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { ruleFindingsContracts } from '@app/shared/calendar/rule-findings.contracts';
import { implement } from '../api/operation';
import { listCalendar } from './calendar.service';
import { deleteEntry, deleteSerial, getEntry, saveEntry } from './entry.service';
import { executeDrop } from './drop.service';
import { planHistory, redoChange, undoChange } from './plan-history.service';
import { calendarExtraOperations } from './extra-operations';
import { previewPublish, publishedTo, publishPlan } from './publish.service';
import { ruleFindings } from './rule-findings.service';

export const calendarOperations = [
  implement(contracts.list, {
    handler: ({ caller, body, language }) => listCalendar(caller, body, language),
  }),
  implement(contracts.entry, { handler: ({ caller, params }) => getEntry(caller, params.entryId) }),
  implement(contracts.save, {
    handler: ({ caller, body, query, language }) => saveEntry(caller, body, query.force === 'true', language),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query, language }) =>
      deleteEntry(caller, params.entryId, query.version, query.force === 'true', language),
  }),
  implement(contracts.deleteSerial, {
    handler: ({ caller, params, body }) => deleteSerial(caller, params.entryId, body),
  }),
  implement(contracts.execute, {
    handler: ({ caller, body, language }) => executeDrop(caller, body, language),
  }),
  implement(history.history, { handler: ({ caller }) => planHistory(caller) }),
  implement(history.undo, {
    handler: ({ caller, body, query, language }) =>
      undoChange(caller, body.id, query.force === 'true', language),
  }),
  implement(history.redo, {
    handler: ({ caller, body, query, language }) =>
      redoChange(caller, body.id, query.force === 'true', language),
  }),
  implement(publishContracts.publish, { handler: ({ caller, body }) => publishPlan(caller, body) }),
  implement(publishContracts.preview, {
    handler: ({ caller, query }) => previewPublish(caller, query.unitId, query.publishTo),
  }),
  implement(publishContracts.publishedTo, {
    handler: ({ caller, params }) => publishedTo(caller, params.unitId),
  }),
  implement(ruleFindingsContracts.findings, {
    handler: ({ caller, body, language }) => ruleFindings(caller, body, language),
  }),
  ...calendarExtraOperations,
];
