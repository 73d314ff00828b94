import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { permissionNames } from './permissions';

it('docs/permissions.md names every permission', () => {
  const page = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
  for (const name of permissionNames) expect(page).toContain(`\`${name}\``);
});
