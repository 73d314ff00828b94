import type { ruleFindingsEn } from './rule-findings.en';

export const ruleFindingsDe: Record<keyof typeof ruleFindingsEn, string> = {
  'rules.finding.source.DEFAULT': 'Eingebaute Prüfung',
  'rules.finding.source.LEGAL': 'Arbeitszeitgesetz',
  'rules.finding.solution.assign': '{{name}} einplanen',
  'rules.finding.solution.assignInstead': 'Stattdessen {{name}} einplanen',

  'rules.finding.default.overlap': '{{person}} arbeitet am {{date}} bereits {{other}} {{begin}}–{{end}}.',
  'rules.finding.default.absence': '{{person}} ist am {{date}} abwesend ({{absence}}).',
  'rules.finding.default.qualification':
    '{{person}} fehlt die Qualifikation {{qualification}}, die {{template}} verlangt.',
  'rules.finding.default.foreignUnit': '{{person}} gehört nicht zu {{unit}}.',
  'rules.finding.default.manning':
    '{{unit}} am {{date}}: {{filled}} der {{required}} Personen, die die Besetzungsstärken verlangen.',

  'rules.finding.legal.rest':
    'Nur {{hours}} Std. Ruhezeit für {{person}} vor dem Dienst am {{date}} (mindestens {{minimum}} Std.).',
  'rules.finding.legal.daily':
    '{{person}} arbeitet am {{date}} {{hours}} Std. (höchstens {{maximum}} Std. am Tag).',
  'rules.finding.legal.weekly':
    '{{person}} arbeitet im Schnitt {{hours}} Std. pro Woche über {{weeks}} Wochen ({{from}} bis {{to}}; höchstens {{maximum}} Std.).',
  'rules.finding.legal.sunday': '{{person}} arbeitet am Sonntag, {{date}}.',
  'rules.finding.legal.holiday': '{{person}} arbeitet am Feiertag {{holiday}} ({{date}}).',
  'rules.finding.legal.standbyOverlap':
    '{{person}} hat während des Dienstes am {{date}} Bereitschaft ({{standby}}).',
  'rules.finding.legal.standbyRest':
    'Nur {{hours}} Std. Ruhezeit für {{person}} zwischen der Bereitschaft {{standby}} und dem Dienst am {{date}} (mindestens {{minimum}} Std.).',
  'rules.finding.legal.freeSundays':
    '{{person}} arbeitet am Sonntag, {{date}}, über die {{maximum}} der {{sundays}} Sonntage {{year}} hinaus, an denen gearbeitet werden darf (mindestens {{free}} bleiben frei).',
  'rules.finding.legal.substituteRestDay':
    '{{person}} arbeitet am Sonntag, {{date}}, ohne Ersatzruhetag (einen freien Werktag) zwischen {{from}} und {{to}} ({{weeks}} Wochen).',
  'rules.finding.legal.substituteRestDayHoliday':
    '{{person}} arbeitet am Feiertag {{holiday}} ({{date}}) ohne Ersatzruhetag (einen freien Werktag) zwischen {{from}} und {{to}} ({{weeks}} Wochen).',

  'rules.finding.minoc': '{{rule}}: {{filled}} von mindestens {{minimum}} Personen in {{scope}} am {{date}}.',
  'rules.finding.minocWindow':
    '{{rule}}: {{filled}} von mindestens {{minimum}} Personen in {{scope}} von {{from}} bis {{to}} am {{date}}.',
  'rules.finding.minocQualified':
    '{{rule}}: {{filled}} von mindestens {{minimum}} Personen mit {{qualification}} in {{scope}} am {{date}}.',
  'rules.finding.minocQualifiedWindow':
    '{{rule}}: {{filled}} von mindestens {{minimum}} Personen mit {{qualification}} in {{scope}} von {{from}} bis {{to}} am {{date}}.',
  'rules.finding.maxabs':
    '{{rule}}: {{count}} Personen aus {{scope}} am {{date}} abwesend (höchstens {{maximum}}).',
  'rules.finding.barrier': '{{rule}}: keine {{absence}} vom {{from}} bis {{to}} ({{person}}, {{date}}).',
  'rules.finding.qual': '{{rule}}: {{person}} fehlt {{qualifications}} für {{shift}} am {{date}}.',
  'rules.finding.qualAny':
    '{{rule}}: {{person}} hat keine der Qualifikationen {{qualifications}} für {{shift}} am {{date}}.',
  'rules.finding.msg': '{{rule}}: {{text}}',
  'rules.finding.msgRequest': '{{rule}}: {{text}}',
  'rules.finding.dependency.requiresShift':
    '{{rule}}: {{template}} am {{date}} braucht einen besetzten Dienst {{required}} am {{requiredDate}}.',
  'rules.finding.dependency.onlyWith':
    '{{rule}}: {{person}} arbeitet nur an Tagen, an denen {{other}} arbeitet ({{date}}).',
  'rules.finding.dependency.neverWith':
    '{{rule}}: {{person}} und {{other}} dürfen nicht am selben Tag arbeiten ({{date}}).',
  'rules.finding.dependency.restAfterNight':
    '{{rule}}: {{person}} braucht nach dem Nachtdienst vom {{nightDate}} {{days}} freie(n) Tag(e) ({{shift}} am {{date}}).',

  'rules.finding.booking.beforeTolerance':
    '{{rule}}: Kommen um {{time}}, mehr als {{minutes}} Min. vor dem geplanten Beginn {{begin}}.',
  'rules.finding.booking.tooEarly': '{{rule}}: Buchung um {{time}} vor der frühesten Zeit {{earliest}}.',
  'rules.finding.booking.tooLate': '{{rule}}: Buchung um {{time}} nach der spätesten Zeit {{latest}}.',
  'rules.finding.booking.outsidePlan':
    '{{rule}}: Buchung am {{date}} ohne geplanten Dienst muss genehmigt werden.',
};
