import type { timeTerminalsEn } from './time-terminals.en';

/** Texte der Seite „Zeiterfassungsterminals“ (Namensraum `time-terminals`, Issue 14). */
export const timeTerminalsDe = {
  'timeTerminals.title': 'Zeiterfassungsterminals',
  'timeTerminals.intro':
    'Terminals laden die gelesenen Karten hoch. Die Schlüsselkarten einer Person (Benutzer, Schlüsselkarten) sagen, wem eine Karte gehört.',
  'timeTerminals.register': 'Terminal registrieren',
  'timeTerminals.empty': 'Noch keine Terminals registriert.',
  'timeTerminals.name': 'Name',
  'timeTerminals.notes': 'Notizen',
  'timeTerminals.lastSeen': 'Letzter Upload',
  'timeTerminals.never': 'nie',
  'timeTerminals.bookings': 'Buchungen',
  'timeTerminals.actions': 'Aktionen',
  'timeTerminals.editNotes': 'Notizen bearbeiten',
  'timeTerminals.editNotesOf': 'Notizen von {{name}} bearbeiten',
  'timeTerminals.delete': 'Löschen',
  'timeTerminals.deleteOf': '{{name}} löschen',
  'timeTerminals.deleteTitle': 'Terminal löschen',
  'timeTerminals.deleteText':
    'Das Terminal „{{name}}“ löschen? Es kann dann nichts mehr hochladen; seine Buchungen bleiben erhalten.',
  'timeTerminals.deleted': 'Terminal gelöscht.',
  'timeTerminals.notesSaved': 'Notizen gespeichert.',
  'timeTerminals.save': 'Speichern',
  'timeTerminals.cancel': 'Abbrechen',
  'timeTerminals.done': 'Fertig',
  'timeTerminals.registered': 'Terminal registriert',
  'timeTerminals.secretOnce':
    'Tragen Sie diese Werte jetzt im Terminal ein. Das Geheimnis wird nur dieses eine Mal gezeigt; geht es verloren, löschen Sie das Terminal und registrieren es neu.',
  'timeTerminals.uploadUrl': 'Upload-Adresse',
  'timeTerminals.header': 'Authorization-Header',
  'timeTerminals.copy': 'Kopieren',
  'timeTerminals.copyOf': '{{what}} kopieren',
  'timeTerminals.copied': 'Kopiert.',
  'timeTerminals.copyFailed': 'Kopieren nicht möglich: Bitte markieren und kopieren Sie den Text.',
} as const satisfies Record<keyof typeof timeTerminalsEn, string>;
