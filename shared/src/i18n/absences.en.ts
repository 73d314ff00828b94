/** Texts of absences (namespace `absences`): states, targets and the server's field messages. */
export const absencesEn = {
  'absences.state.0': 'None',
  'absences.state.1': 'Requested',
  'absences.state.2': 'Planned',
  'absences.state.3': 'Approved',
  'absences.state.4': 'Denied',
  'absences.state.5': 'Cancelled',
  'absences.target.Request': 'Request',
  'absences.target.Approve': 'Approve',
  'absences.target.Deny': 'Deny',
  'absences.target.Cancel': 'Cancel',
  'absences.error.reasonRequired': 'Please give a reason.',
  'absences.error.endBeforeBegin': 'The end must not be before the beginning.',
  'absences.error.tooLong': 'An absence lasts at most 385 days.',
  'absences.error.timesRequired': 'This absence type needs a begin and an end time.',
  'absences.error.timesNotAllowed': 'Only absences of the overtime class have times.',
  'absences.error.halfDayOneDay': 'A one-day absence is either a whole or a half day.',
  'absences.error.typeUnknown': 'This absence type does not exist or is disabled.',
  'absences.error.personUnknown': 'This person does not exist.',
  'absences.error.substituteSelf': 'A person cannot be their own substitute.',
  'absences.error.stateNotAllowed': 'You cannot create the absence in this state.',
  'absences.error.tooManyUnits':
    'The absence touches too many units and months to be saved at once: shorten it or save it in two parts.',
  'absences.error.substituteUnknown': 'A substitute does not exist or is deactivated.',
  'absences.error.substituteAnswer': 'A substitute agrees (Approve) or declines (Deny).',
  'absences.error.notRecipient': 'Only the people proposed for this change can be told of it.',
  'absences.error.seriesWeekly': 'A series of absences repeats weekly.',
  'absences.error.seriesEndless': 'A series of absences needs an end: a date or a number of times.',
  'absences.error.seriesTooMany': 'A series has at most 1000 occurrences: let it end sooner.',
  'absences.error.seriesOverlap':
    'The occurrences would overlap: each absence of the series must end before the next one begins.',
  'absences.error.seriesBeginBeforeFrom':
    'The changed occurrences cannot begin before the occurrence you chose.',
  'absences.error.seriesSubstitutes': 'A series has no substitutes: name them on a single occurrence.',
  /** A colleague's absence as need to know shows it: that the person is away, not why. */
  'absences.redacted': 'Absent',
} as const;
