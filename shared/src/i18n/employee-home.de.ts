import type { employeeHomeEn } from './employee-home.en';

/** Texte der Startseite der Mitarbeitenden: nächste Dienste, Aktionen, eigene Anfragen, offene Dienste (Issue 27). */
export const employeeHomeDe = {
  'employeeHome.next': 'Meine nächsten Dienste',
  'employeeHome.nextHint_one': 'Heute und der nächste {{count}} Tag',
  'employeeHome.nextHint_other': 'Heute und die nächsten {{count}} Tage',
  'employeeHome.noShifts': 'In den nächsten zwei Wochen sind keine Dienste veröffentlicht.',
  'employeeHome.today': 'Heute',
  'employeeHome.tomorrow': 'Morgen',
  'employeeHome.breaks': 'Pause {{breaks}}',
  'employeeHome.colleagues': 'Mit {{names}}',
  'employeeHome.alone': 'Keine Kollegin, kein Kollege in diesem Dienst',
  'employeeHome.shiftLabel': '{{shift}}, {{day}}, {{time}}',
  'employeeHome.swap': 'Tauschen',
  'employeeHome.giveAway': 'Abgeben',
  'employeeHome.pendingSwap': 'Tausch angeboten',
  'employeeHome.pendingGiveAway': 'Den Kolleg:innen angeboten',
  'employeeHome.mine': 'Meine offenen Anfragen',
  'employeeHome.noMine': 'Sie haben keine offenen Anfragen.',
  'employeeHome.mineSwap': 'Tausch Ihres Dienstes {{shift}} gegen einen Dienst von {{target}}',
  'employeeHome.mineShare': 'Ihr Dienst {{shift}}, angeboten an {{target}}',
  'employeeHome.mineShareAll': 'Ihr Dienst {{shift}}, angeboten an alle Kolleg:innen',
  'employeeHome.mineApply': 'Bewerbung auf {{shift}}',
  'employeeHome.mineLeave': '{{type}} beantragt',
  'employeeHome.waitsForPlanner': 'wartet auf die Planung',
  'employeeHome.withdraw': 'Zurückziehen',
  'employeeHome.take': 'Übernehmen',
  'employeeHome.apply': 'Bewerben',
  'employeeHome.applied': 'Beworben',
  'employeeHome.open': 'Offene Dienste, die ich übernehmen kann',
  'employeeHome.noOpen':
    'In den nächsten zwei Wochen gibt es keine offenen Dienste, die Sie übernehmen können.',
  'employeeHome.swapTitle': 'Tausch anbieten',
  'employeeHome.swapChoose': 'Welchen Dienst möchten Sie für Ihren {{shift}} am {{day}} übernehmen?',
  'employeeHome.swapNone':
    'In {{unit}} hat in den nächsten zwei Wochen niemand einen veröffentlichten Dienst.',
  'employeeHome.swapConfirm':
    'Sie bieten {{name}} Ihren {{shift}} am {{day}} ({{time}}) im Tausch gegen den {{theirShift}} am {{theirDay}} ({{theirTime}}) an. {{name}} wird gefragt und entscheidet; bis dahin bleiben beide Dienste, wie sie sind.',
  'employeeHome.swapSend': 'Tausch anbieten',
  'employeeHome.back': 'Zurück',
  'employeeHome.giveAwayTitle': 'Dienst abgeben',
  'employeeHome.giveAwayConfirm':
    'Ihr {{shift}} am {{day}} ({{time}}) wird allen Kolleg:innen von {{unit}} angeboten. Wer ihn zuerst übernimmt, bekommt ihn; bis dahin bleibt er Ihrer.',
  'employeeHome.giveAwaySend': 'Den Kolleg:innen anbieten',
  'employeeHome.approvalNeeded': 'Danach muss die Planung zustimmen, bevor sich der Plan ändert.',
  'employeeHome.noApproval': 'Der Plan ändert sich, sobald jemand zusagt.',
  'employeeHome.takeTitle': 'Dienst übernehmen',
  'employeeHome.takeConfirm': 'Der {{shift}} am {{day}} ({{time}}) in {{unit}} wird sofort Ihrer.',
  'employeeHome.takeSend': 'Dienst übernehmen',
  'employeeHome.offeredBy': 'angeboten von {{name}}',
  'employeeHome.takeOfferConfirm':
    '{{name}} bietet den {{shift}} am {{day}} ({{time}}) in {{unit}} an. Übernehmen Sie ihn, wird er Ihrer und {{name}} erfährt es.',
  'employeeHome.withdrawTitle': 'Anfrage zurückziehen',
  'employeeHome.withdrawConfirm':
    'Ihre Anfrage „{{request}}“ am {{day}} wird zurückgezogen. Sonst ändert sich nichts.',
  'employeeHome.withdrawLeaveConfirm':
    'Ihre Anfrage „{{request}}“ vom {{from}} bis {{to}} wird zurückgezogen. Sonst ändert sich nichts.',
  'employeeHome.withdrawSend': 'Anfrage zurückziehen',
  'employeeHome.done': 'Erledigt.',
} as const satisfies Record<keyof typeof employeeHomeEn, string>;
