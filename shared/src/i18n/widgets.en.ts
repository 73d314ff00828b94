/** Texts of the form widgets (web/src/ui/widgets) and the help window. German twin: widgets.de.ts. */
export const widgetsEn = {
  'widgets.string.showPassword': 'Show password',
  'widgets.string.call': 'Call {{value}}',
  'widgets.string.mail': 'Write an e-mail to {{value}}',

  'widgets.memo.remaining_one': '{{count}} character left',
  'widgets.memo.remaining_other': '{{count}} characters left',

  'widgets.time.placeholder': 'hh:mm',
  'widgets.time.hint':
    'Type the time, for example 7 for 07:00, 730 or 7:30 for 07:30. Arrow keys up and down change it by {{step}} minutes.',
  'widgets.time.invalid': 'Please enter a time from 0:00 to 23:59, for example 7:30.',

  'widgets.triState.yes': 'Yes',
  'widgets.triState.no': 'No',
  'widgets.triState.unset': 'Not set',

  'widgets.combo.showOptions': 'Show options',
  'widgets.combo.noMatch': 'No match',
  'widgets.combo.typeToSearch': 'Type to search',
  'widgets.combo.searching': 'Searching…',
  'widgets.unitCombo.label': 'Unit',
  'widgets.userCombo.label': 'User',

  'widgets.objectPicker.search': 'Search {{label}}',
  'widgets.objectPicker.searchPlaceholder': 'Search…',
  'widgets.objectPicker.noMatch': 'Nothing found.',
  'widgets.objectPicker.favourite': 'Favourite: {{name}}',
  'widgets.objectPicker.favouriteFailed': 'The favourite could not be saved. Please try again.',

  'widgets.tagPicker.none': 'No tags chosen.',
  'widgets.tagPicker.filter': 'Filter {{label}}',
  'widgets.tagPicker.filterPlaceholder': 'Filter tags…',
  'widgets.tagPicker.available': 'Choose {{label}}',
  'widgets.tagPicker.noMatch': 'No tag matches.',

  'widgets.file.choose': 'Choose file…',
  'widgets.file.replace': 'Choose another file…',
  'widgets.file.remove': 'Remove file',
  'widgets.file.dropHint': 'or drop it here.',
  'widgets.file.limit': 'At most {{max}}.',
  'widgets.file.chosen': '{{name}} ({{size}})',
  'widgets.file.tooLarge': 'The file "{{name}}" is {{size}}; files may be at most {{max}}.',

  'widgets.dateRange.from': 'From',
  'widgets.dateRange.to': 'To',
  'widgets.dateRange.fromTime': 'From (time)',
  'widgets.dateRange.toTime': 'To (time)',
  'widgets.dateRange.allDay': 'All day',
  'widgets.dateRange.repeat': 'Repeat…',
  'widgets.dateRange.endBeforeStart': 'The end lies before the start.',
  'widgets.dateRange.tooLong_one': 'The period may be at most {{count}} day long.',
  'widgets.dateRange.tooLong_other': 'The period may be at most {{count}} days long.',

  'widgets.help.open': 'Help: {{title}}',
  'widgets.help.close': 'Close help',
} as const;

export type WidgetsKey = keyof typeof widgetsEn;
