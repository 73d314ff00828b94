/**
 * The directories of the local identity provider (infra/src/local/identity-provider.ts): the demo company's, which
 * the demo seed configures for Microsoft sign-in, and another company's, for tokens of a directory that is not
 * the company's. Ids are fixed, so that tests and the seed can name them and they survive restarts.
 */
import { demoPassword } from '../demo-seed';
import type { Directory, DirectoryUser } from '../identity-provider';

export const demoDirectoryTenantId = 'f61ffdd6-56f5-4e0b-85db-d0b801d7a662';

export const demoDirectoryUsers = {
  /** The demo's employee (`employee`, e-mail employee@sonnenhof.example), whose UPN differs from her e-mail. */
  emma: {
    oid: '80c7a9a1-ba20-4cce-9f8c-1e19013b556a',
    upn: 'emma.mitarbeiterin@sonnenhof.example',
    email: 'employee@sonnenhof.example',
    name: 'Emma Mitarbeiterin',
    password: demoPassword,
  },
  /** The demo's `lena.schmidt`: UPN and e-mail are the same. */
  lena: {
    oid: '5324fb30-193e-4d70-b5d7-539cc89bd6b5',
    upn: 'lena.schmidt@sonnenhof.example',
    email: 'lena.schmidt@sonnenhof.example',
    name: 'Lena Schmidt',
    password: demoPassword,
  },
  /** In the directory but not in the product: refused or created on first sign-in, as the company decides. */
  nora: {
    oid: '9437d15e-f9cf-4077-b4ba-f575ccee6a90',
    upn: 'nora.neu@sonnenhof.example',
    email: 'nora.neu@sonnenhof.example',
    name: 'Nora Neu',
    password: demoPassword,
  },
} as const satisfies Record<string, DirectoryUser>;

export const demoDirectory: Directory = {
  tenantId: demoDirectoryTenantId,
  name: 'Sonnenhof Pflege GmbH',
  users: Object.values(demoDirectoryUsers),
};

export const otherDirectoryTenantId = '33c3b352-3f49-45c2-9d22-f2d58daa8f8f';

export const otherDirectoryUsers = {
  max: {
    oid: '38980a47-f535-462c-be4c-7e9a41bb4d45',
    upn: 'max.muster@andere-firma.example',
    email: 'max.muster@andere-firma.example',
    name: 'Max Muster',
    password: demoPassword,
  },
} as const satisfies Record<string, DirectoryUser>;

export const otherDirectory: Directory = {
  tenantId: otherDirectoryTenantId,
  name: 'Andere Firma AG',
  users: Object.values(otherDirectoryUsers),
};

/** What the local runner and the test emulators serve. */
export const localDirectories: Directory[] = [demoDirectory, otherDirectory];
