import { defineFeature } from '#app/feature';

/** `/calendar/bulk` (issue 12): the bulk shift tool, full screen, opened from the calendar's plan tools. */
export const bulkToolFeature = defineFeature({
  path: '/calendar/bulk',
  frame: 'shell',
  permission: 'calendar.plan',
  helpKey: 'help.bulkTool',
  helpTitleKey: 'page.bulkTool',
  namespaces: ['plan-tools'],
  page: () => import('./bulk-tool-page').then((m) => m.BulkToolPage),
});
