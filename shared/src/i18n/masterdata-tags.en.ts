/** Texts of the Tags and categories page (namespace `masterdata-tags`). German twin: masterdata-tags.de.ts. */
export const masterdataTagsEn = {
  'tagAdmin.title': 'Tags and categories',
} as const;
