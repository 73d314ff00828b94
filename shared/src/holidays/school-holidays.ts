/**
 * The school-holiday data set's notice (ODbL 1.0). Shown wherever school holidays appear: the importer, the
 * holiday lists, any export of them. The bundled files carry the same text (a test compares them).
 */
export const schoolHolidayAttribution =
  'Contains data from the OpenHolidays API project (https://github.com/openpotato/openholidaysapi.data), licensed under ODbL 1.0';

/** `MV` and the data set's variant `MV-BBS` become the region `MV~BBS` (docs/data-model.md, holidays). */
export function variantRegion(region: string, variantId: string): string {
  const suffix = variantId.startsWith(`${region}-`) ? variantId.slice(region.length + 1) : variantId;
  return `${region}~${suffix}`;
}
