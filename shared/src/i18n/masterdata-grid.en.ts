/** Texts of the master-data grids (namespace `masterdata-grid`, loaded with every master-data page). German twin: masterdata-grid.de.ts. */
export const masterdataGridEn = {
  'mdGrid.search': 'Search',
  'mdGrid.showDisabled': 'Show disabled',
  'mdGrid.noMatch': 'Nothing matches your search.',
  'mdGrid.empty': 'There are no entries yet.',
  'mdGrid.count_one': '{{count}} entry',
  'mdGrid.count_other': '{{count}} entries',
  'mdGrid.page': 'Page {{page}} of {{pages}}',
  'mdGrid.previous': 'Previous page',
  'mdGrid.next': 'Next page',
  'mdGrid.pagination': 'Pages',
  'mdGrid.enabled': 'Active',
  'mdGrid.disabled': 'Inactive',
  'mdGrid.status': 'Status',
  'mdGrid.readOnly': 'You can view these entries but not change them.',
  'mdGrid.conflict':
    'Someone else changed this entry meanwhile. The list shows the current state; please try again.',
  'mdGrid.deleteTitle': 'Delete "{{name}}"?',
  'mdGrid.deleteText': 'This cannot be undone.',
  'mdGrid.deleted': '"{{name}}" deleted.',
  'mdGrid.saved': '"{{name}}" saved.',
  'mdGrid.created': '"{{name}}" created.',
} as const;
