/**
 * The care home's clock terminal (issue 14): one registered terminal by the staff entrance, so that the terminals
 * page shows one. Its secret is not kept (shown once at registration): to try the upload, register another one.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoTerminals(admin: Caller): Promise<void> {
  const { createTerminal, listTerminals } = await import('@app/functions/terminals/terminal.service');
  // Seeded once: a second run finds the terminal.
  if ((await listTerminals(admin)).length > 0) return;
  await createTerminal(admin, {
    name: 'Eingang Personal',
    notes: 'Datafox EVO 2.8 am Personaleingang, Kartenleser für die Mitarbeiterausweise (DF).',
  });
}
