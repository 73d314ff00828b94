/**
 * The demo's setup guide (issue 29): the care home started from the care-home template, so the guide at
 * Verwaltung → Einrichtung shows every step done with the demo's counts (and stays off the home page).
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoSetupGuide(admin: Caller): Promise<void> {
  const { SetupRepository } = await import('@app/functions/setup/setup.repository');
  const { now } = await import('@app/functions/clock');
  const repository = new SetupRepository(admin.tenant);
  const setup = await repository.get();
  await repository.put({ ...setup, companyType: 'careHome', updatedAt: now().toISOString() });
}
