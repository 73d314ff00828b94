/** Texts of the rule engine's findings (namespace `rule-findings`): the calendar, absences and the report show them. */
export const ruleFindingsEn = {
  'rules.finding.source.DEFAULT': 'Built-in check',
  'rules.finding.source.LEGAL': 'Working time act',
  'rules.finding.solution.assign': 'Assign {{name}}',
  'rules.finding.solution.assignInstead': 'Assign {{name}} instead',

  'rules.finding.default.overlap': '{{person}} already works {{other}} {{begin}}–{{end}} on {{date}}.',
  'rules.finding.default.absence': '{{person}} is absent on {{date}} ({{absence}}).',
  'rules.finding.default.qualification':
    '{{person}} lacks the qualification {{qualification}} that {{template}} requires.',
  'rules.finding.default.foreignUnit': '{{person}} does not belong to {{unit}}.',
  'rules.finding.default.manning':
    '{{unit}} on {{date}}: {{filled}} of the {{required}} people the manning levels ask for.',

  'rules.finding.legal.rest':
    'Only {{hours}} h rest for {{person}} before the shift on {{date}} (at least {{minimum}} h).',
  'rules.finding.legal.daily': '{{person}} works {{hours}} h on {{date}} (at most {{maximum}} h a day).',
  'rules.finding.legal.weekly':
    '{{person}} works {{hours}} h a week on average over {{weeks}} weeks ({{from}} to {{to}}; at most {{maximum}} h).',
  'rules.finding.legal.sunday': '{{person}} works on Sunday, {{date}}.',
  'rules.finding.legal.holiday': '{{person}} works on the public holiday {{holiday}} ({{date}}).',
  'rules.finding.legal.standbyOverlap': '{{person}} is on call ({{standby}}) during the shift on {{date}}.',
  'rules.finding.legal.standbyRest':
    'Only {{hours}} h rest for {{person}} between the on-call duty {{standby}} and the shift on {{date}} (at least {{minimum}} h).',
  'rules.finding.legal.freeSundays':
    '{{person}} works on Sunday {{date}}, beyond the {{maximum}} of the {{sundays}} Sundays of {{year}} that may be worked (at least {{free}} stay free).',
  'rules.finding.legal.substituteRestDay':
    '{{person}} works on Sunday {{date}} without a substitute rest day (a free weekday) between {{from}} and {{to}} ({{weeks}} weeks).',
  'rules.finding.legal.substituteRestDayHoliday':
    '{{person}} works on the public holiday {{holiday}} ({{date}}) without a substitute rest day (a free weekday) between {{from}} and {{to}} ({{weeks}} weeks).',

  'rules.finding.minoc': '{{rule}}: {{filled}} of at least {{minimum}} people in {{scope}} on {{date}}.',
  'rules.finding.minocWindow':
    '{{rule}}: {{filled}} of at least {{minimum}} people in {{scope}} from {{from}} to {{to}} on {{date}}.',
  'rules.finding.minocQualified':
    '{{rule}}: {{filled}} of at least {{minimum}} people with {{qualification}} in {{scope}} on {{date}}.',
  'rules.finding.minocQualifiedWindow':
    '{{rule}}: {{filled}} of at least {{minimum}} people with {{qualification}} in {{scope}} from {{from}} to {{to}} on {{date}}.',
  'rules.finding.maxabs': '{{rule}}: {{count}} people of {{scope}} absent on {{date}} (at most {{maximum}}).',
  'rules.finding.barrier': '{{rule}}: no {{absence}} from {{from}} to {{to}} ({{person}}, {{date}}).',
  'rules.finding.qual': '{{rule}}: {{person}} lacks {{qualifications}} for {{shift}} on {{date}}.',
  'rules.finding.qualAny': '{{rule}}: {{person}} holds none of {{qualifications}} for {{shift}} on {{date}}.',
  'rules.finding.msg': '{{rule}}: {{text}}',
  'rules.finding.msgRequest': '{{rule}}: {{text}}',
  'rules.finding.dependency.requiresShift':
    '{{rule}}: {{template}} on {{date}} needs a staffed {{required}} on {{requiredDate}}.',
  'rules.finding.dependency.onlyWith':
    '{{rule}}: {{person}} works only on days {{other}} works too ({{date}}).',
  'rules.finding.dependency.neverWith':
    '{{rule}}: {{person}} and {{other}} must not work on the same day ({{date}}).',
  'rules.finding.dependency.restAfterNight':
    '{{rule}}: {{person}} needs {{days}} day(s) off after the night shift of {{nightDate}} ({{shift}} on {{date}}).',

  'rules.finding.booking.beforeTolerance':
    '{{rule}}: clocked in at {{time}}, more than {{minutes}} min before the planned begin {{begin}}.',
  'rules.finding.booking.tooEarly': '{{rule}}: booking at {{time}} before the earliest time {{earliest}}.',
  'rules.finding.booking.tooLate': '{{rule}}: booking at {{time}} after the latest time {{latest}}.',
  'rules.finding.booking.outsidePlan':
    '{{rule}}: booking on {{date}} without a planned shift needs approval.',
} as const;
