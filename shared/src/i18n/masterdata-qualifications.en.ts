/** Texts of the Qualifications page (namespace `masterdata-qualifications`). German twin: masterdata-qualifications.de.ts. */
export const masterdataQualificationsEn = {
  'qualifications.title': 'Qualifications',
} as const;
