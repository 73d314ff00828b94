import { createAreaHandler } from '../../api/http-handler';
import { settingsOperations } from '../../settings/operations';
import { notificationOperations } from '../../notifications/operations';
import { sessionOperations } from '../../session/operations';

export const handler = createAreaHandler([
  ...sessionOperations,
  ...settingsOperations,
  ...notificationOperations,
]);
