/** Texts of the qualifications page (namespace `masterdata-qualifications`). German twin: masterdata-qualifications.de.ts. */
export const masterdataQualificationsEn = {
  'qualifications.title': 'Qualifications',
  'qualifications.intro': 'What your people are qualified for; shifts and rules can require them.',
  'qualifications.new': 'New qualification',
  'qualifications.empty':
    'No qualifications yet. Record them on your people and require them in shift templates: the calendar then warns when someone without the needed qualification is planned.',
  'qualifications.createTitle': 'New qualification',
  'qualifications.editTitle': 'Edit qualification "{{name}}"',
  'qualifications.name': 'Name',
  'qualifications.shortName': 'Short name',
  'qualifications.comment': 'Comment',
  'qualifications.enabled': 'Active (offered when people and shifts are edited)',
  'qualifications.favorite': 'Favourite',
  'qualifications.error.name': 'Enter a name of 1 to 50 characters.',
  'qualifications.error.shortName': 'At most 5 characters.',
  'qualifications.editAria': 'Edit {{name}}',
  'qualifications.deleteAria': 'Delete {{name}}',
} as const;
