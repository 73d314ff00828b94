import { defineContracts } from '../api/contract';
import { ZTaskProgress } from '../tasks/task';
import { ZUserImportRequest } from './user-import';

/**
 * Importing people from a spreadsheet into a unit: a background task with a progress log and a report. Area
 * `tasks`: it starts a task and stores the file in S3 as the task calls do, which keeps S3 out of the account
 * function.
 */
export const userImportContracts = defineContracts('tasks', {
  importUsers: {
    method: 'POST',
    path: '/api/user-imports',
    auth: 'user',
    summary:
      'Import people from an xlsx or CSV file (base64, at most 2 MiB) into a unit: every row is checked first, and only a file without refused rows is written (poll the task for the report)',
    specCalls: [],
    permission: 'user.edit',
    successStatus: 202,
    request: { body: ZUserImportRequest },
    examples: {
      body: {
        unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
        fileName: 'people.csv',
        // Username;Name;E-Mail / emma;Emma Example;emma@example.com
        content: 'VXNlcm5hbWU7TmFtZTtFLU1haWwKZW1tYTtFbW1hIEV4YW1wbGU7ZW1tYUBleGFtcGxlLmNvbQo=',
      },
    },
    response: ZTaskProgress,
  },
});
