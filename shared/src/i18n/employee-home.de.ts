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
  'employeeHome.requestTitle': 'Anfrage',
  'employeeHome.requestSwapToMe':
    '{{requester}} bietet Ihnen einen Tausch an: Sie übernehmen {{shift}} am {{day}} ({{time}}) und geben dafür Ihren Dienst ab.',
  'employeeHome.requestShareToMe': '{{requester}} bietet Ihnen {{shift}} am {{day}} ({{time}}) an.',
  'employeeHome.requestApply': '{{requester}} bewirbt sich auf {{shift}} am {{day}} ({{time}}).',
  'employeeHome.requestMine': 'Ihre Anfrage: {{request}}, {{day}} ({{time}}).',
  'employeeHome.requestOpen': 'Die Anfrage ist offen.',
  'employeeHome.requestWaits': 'Die Anfrage wartet auf die Antwort der Planung.',
  'employeeHome.requestACCEPTED': 'Angenommen von {{name}} am {{when}}.',
  'employeeHome.requestDENIED': 'Abgelehnt von {{name}} am {{when}}.',
  'employeeHome.requestWITHDRAWN': 'Zurückgezogen von {{name}} am {{when}}.',
  'employeeHome.requestNotFound': 'Diese Anfrage gibt es nicht mehr, oder sie ist nicht für Sie bestimmt.',
  'employeeHome.requestAccept': 'Annehmen',
  'employeeHome.requestDecline': 'Ablehnen',
  'employeeHome.requestClose': 'Schließen',
  'employeeHome.requestSwapOthers':
    '{{requester}} möchte {{shift}} am {{day}} ({{time}}) mit {{target}} tauschen.',
  'employeeHome.requestShareOthers':
    '{{requester}} möchte {{shift}} am {{day}} ({{time}}) an {{target}} abgeben.',
  'employeeHome.requestAnyone': 'jemanden des Bereichs',
  'employeeHome.requestApprove': 'Genehmigen',
  'employeeHome.requestAssign': '{{name}} einteilen',
  'employeeHome.welcome.title': 'Willkommen bei {{company}}',
  'employeeHome.welcome.shifts':
    'Unten sehen Sie Ihre Dienste der nächsten zwei Wochen und mit wem Sie arbeiten.',
  'employeeHome.welcome.clock': 'Ihre Arbeitszeit: Kommen, Pause und Gehen tippen Sie in der Stempeluhr.',
  'employeeHome.welcome.clockLink': 'Zur Stempeluhr',
  'employeeHome.welcome.leave':
    'Urlaub beantragen Sie unten mit „Urlaub beantragen“; die Antwort sehen Sie hier.',
  'employeeHome.welcome.leaveLink': 'Meine Abwesenheiten',
  'employeeHome.welcome.swap':
    'Einen Dienst tauschen oder abgeben Sie mit „Tauschen“ oder „Abgeben“ am Dienst.',
  'employeeHome.welcome.dismiss': 'Verstanden',
} as const satisfies Record<keyof typeof employeeHomeEn, string>;
