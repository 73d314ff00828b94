/**
 * The areas of the files bucket. Every object's key is `<area>/<customerNo>/...`: the area leads because S3's
 * lifecycle rules pick objects by the start of their key (so each area can expire on its own), and the tenant
 * follows, so that the tenant role's policy can grant each area's `<area>/${aws:PrincipalTag/customerNo}/*` and
 * nothing else (infra `files-stack.ts`). The functions build keys only through `functions/src/files/`.
 */
export const fileAreas = {
  /** Kept files of a tenant's records (people's photos); deleted with the record, never expired. */
  tenants: { prefix: 'tenants/', expiryDays: null },
  /** What a browser uploaded through a signed PUT and the server has not taken yet (a photo not saved). */
  uploads: { prefix: 'uploads/', expiryDays: 1 },
  /** Files of user imports, read by their task and deleted after it; a failed one's file expires. */
  imports: { prefix: 'imports/', expiryDays: 7 },
  /** Tasks' results (exports, reports, prints, plan logs), downloaded through short-lived links. */
  generated: { prefix: 'generated/', expiryDays: 7 },
  /** Payroll runs' files: downloadable again until they expire (issue 15). */
  payroll: { prefix: 'payroll/', expiryDays: 90 },
} as const satisfies Record<string, { prefix: `${string}/`; expiryDays: number | null }>;

export type FileArea = keyof typeof fileAreas;

export const fileAreaNames = Object.keys(fileAreas) as FileArea[];
