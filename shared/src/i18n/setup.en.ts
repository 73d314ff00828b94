/** Texts of the setup guide and the company templates (namespace `setup`). */
export const setupEn = {
  'setup.title': 'Set up your company',
  'setup.intro':
    'Seven steps from an empty company to a published first week. Each step is ticked off by itself once your data shows it is done.',
  'setup.progress': '{{done}} of {{total}} steps done',
  'setup.allDone': 'Everything is set up. Your people see their published shifts.',
  'setup.hide': 'Hide from the home page',
  'setup.show': 'Show on the home page',
  'setup.hidden': 'The guide stays here under Administration → Setup.',
  'setup.open': 'Open the setup guide',
  'setup.go': 'Go there',
  'setup.stepDone': 'Done',
  'setup.stepOpen': 'Still to do',
  'setup.confirmAddress':
    'Please confirm your e-mail address with the link we sent you at sign-up: until then the product mails nobody, invitations to your people neither.',
  'setup.confirmAddressResend': 'Send the link again',
  'setup.confirmAddressSent': 'Sent: look in your inbox (and the spam folder).',

  'setup.step.company.title': 'Company and region',
  'setup.step.company.why':
    'Your state or canton decides the public holidays that plans, hours and leave count with.',
  'setup.step.company.state': 'Region set',
  'setup.step.areas.title': 'Work areas',
  'setup.step.areas.why':
    'Kitchen, service, care: every shift belongs to a work area, and the calendar groups by them.',
  'setup.step.areas.state_one': '{{count}} work area',
  'setup.step.areas.state_other': '{{count}} work areas',
  'setup.step.shifts.title': 'Shifts',
  'setup.step.shifts.why': 'Shift templates with times and breaks: you plan with them in one click.',
  'setup.step.shifts.state_one': '{{count}} shift template',
  'setup.step.shifts.state_other': '{{count}} shift templates',
  'setup.step.people.title': 'People',
  'setup.step.people.why':
    'Import your staff from a spreadsheet or add them one by one, then invite them all at once.',
  'setup.step.people.state_one': '{{count}} person',
  'setup.step.people.state_other': '{{count}} people',
  'setup.step.rules.title': 'Rules worth having',
  'setup.step.rules.why':
    'The Working Time Act is checked from the start; a minimum staffing rule warns before a day is short.',
  'setup.step.rules.state_one': '{{count}} rule',
  'setup.step.rules.state_other': '{{count}} rules',
  'setup.step.plan.title': 'The first plan',
  'setup.step.plan.why':
    'Plan next week: drag shifts onto people, apply a week template or let automatic planning fill the open shifts.',
  'setup.step.plan.state_one': '{{count}} shift planned',
  'setup.step.plan.state_other': '{{count}} shifts planned',
  'setup.step.publish.title': 'Publish',
  'setup.step.publish.why': 'Only published shifts reach your people, with a notice in their app.',
  'setup.step.publish.state': 'Published',

  'setup.template.title': 'Start from a template',
  'setup.template.intro':
    'Pick what your company is like: work areas, shift templates with times, breaks and colours, and a minimum staffing rule are filled in. You can change or delete everything later.',
  'setup.template.type': 'Type of company',
  'setup.template.careHome': 'Care home',
  'setup.template.restaurant': 'Restaurant or café',
  'setup.template.retail': 'Shop',
  'setup.template.production': 'Production',
  'setup.template.office': 'Office or service centre',
  'setup.template.hint.careHome':
    'Care, night watch, kitchen; early, late, middle and night shifts; two wards',
  'setup.template.hint.restaurant': 'Service, kitchen, counter; early, late, middle and day shifts',
  'setup.template.hint.retail': 'Sales floor, checkout, stockroom; early, late, middle and day shifts',
  'setup.template.hint.production': 'Production, warehouse, maintenance; three shifts on weekdays',
  'setup.template.hint.office': 'Office, reception, customer service; early, day, late and middle shifts',
  'setup.template.sample': 'Also add a sample plan for next week (open shifts to try planning with)',
  'setup.template.apply': 'Apply template',
  'setup.template.done':
    '{{areas}} work areas, {{shifts}} shift templates and {{rules}} rule created. Next: your people.',
  'setup.template.appliedWithSample':
    '{{areas}} work areas, {{shifts}} shift templates, {{rules}} rule and {{sample}} open shifts for next week created.',
  'setup.template.used': 'Started from the template “{{type}}”.',
  'setup.sample.state_one': 'The sample plan has {{count}} shift in the week from {{date}}.',
  'setup.sample.state_other': 'The sample plan has {{count}} shifts in the week from {{date}}.',
  'setup.sample.delete': 'Delete sample plan',
  'setup.sample.confirm':
    'Delete all shifts of the sample plan, including any you have already given to people? This cannot be undone.',
  'setup.sample.deleted_one': '{{count}} shift of the sample plan deleted.',
  'setup.sample.deleted_other': '{{count}} shifts of the sample plan deleted.',
} as const;
