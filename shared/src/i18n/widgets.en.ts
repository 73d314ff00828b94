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

  'widgets.combo.showOptions': 'Show options',
  'widgets.combo.noMatch': 'No match',
  'widgets.combo.typeToSearch': 'Type to search',
  'widgets.combo.searching': 'Searching…',
  'widgets.unitCombo.label': 'Unit',
  'widgets.userCombo.label': 'User',

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

  'widgets.unitSelector.label': 'Unit',
  'widgets.unitSelector.none': '– no unit –',
  'widgets.unitSelector.all': 'All units',
  'widgets.unitSelector.withSubUnits': 'Include sub-units',
  'widgets.unitSelector.disabled': '{{name}} (inactive)',
  'widgets.unitSelector.loading': 'Loading units…',

  'widgets.unitsPicker.label': 'Units',
  'widgets.unitsPicker.title': 'Choose units',
  'widgets.unitsPicker.choose': 'Choose…',
  'widgets.unitsPicker.none': 'No unit chosen.',
  'widgets.unitsPicker.chosen_one': '{{count}} unit: {{names}}',
  'widgets.unitsPicker.chosen_other': '{{count}} units: {{names}}',
  'widgets.unitsPicker.search': 'Search units',
  'widgets.unitsPicker.name': 'Unit',
  'widgets.unitsPicker.path': 'Part of',
  'widgets.unitsPicker.noMatch': 'No unit matches.',
  'widgets.unitsPicker.apply': 'Apply',

  'widgets.userPicker.label': 'Person',
  'widgets.userPicker.labelMany': 'People',
  'widgets.userPicker.search': 'Search people',
  'widgets.userPicker.name': 'Name',
  'widgets.userPicker.username': 'User name',
  'widgets.userPicker.unit': 'Unit',
  'widgets.userPicker.select': 'Choose',
  'widgets.userPicker.inactive': '{{name}} (inactive)',
  'widgets.userPicker.current': 'Chosen: {{name}}',
  'widgets.userPicker.noMatch': 'Nobody matches.',
  'widgets.userPicker.notAllowed':
    'You may not list people (the permission "Show employees" is missing). Please ask an administrator.',

  'widgets.picker.selectAll_one': 'Select the {{count}} match',
  'widgets.picker.selectAll_other': 'Select all {{count}} matches',
  'widgets.picker.selected_one': '{{count}} selected',
  'widgets.picker.selected_other': '{{count}} selected',
  'widgets.picker.pagination': 'Pages',
  'widgets.picker.previous': 'Previous page',
  'widgets.picker.next': 'Next page',
  'widgets.picker.page': 'Page {{page}} of {{pages}}',

  'widgets.help.open': 'Help: {{title}}',
  'widgets.help.close': 'Close help',
} as const;

export type WidgetsKey = keyof typeof widgetsEn;
