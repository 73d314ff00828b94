/**
 * The care home's selectable objects, made through the same services an administrator uses: its vans (with a
 * licence-plate field) and its rooms (with the number of seats).
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoObjects(admin: Caller): Promise<void> {
  const { createContainer, createContainerField } =
    await import('@app/functions/objects/object-container.service');
  const { createObject } = await import('@app/functions/objects/object.service');
  const field = { options: [], order: 0 };

  const vehicles = await createContainer(admin, { name: 'Fahrzeuge' });
  const plate = await createContainerField(admin, vehicles.id, {
    ...field,
    caption: 'Kennzeichen',
    fieldType: 'TXT',
    required: true,
  });
  const seats = await createContainerField(admin, vehicles.id, {
    ...field,
    caption: 'Sitzplätze',
    fieldType: 'INT',
    required: false,
    order: 1,
  });
  const vans = [
    { name: 'Transporter 1', plate: 'D-SH 101', seats: 9 },
    { name: 'Transporter 2', plate: 'D-SH 102', seats: 9 },
    { name: 'Rollstuhlbus', plate: 'D-SH 210', seats: 6 },
  ];
  for (const van of vans) {
    await createObject(admin, {
      containerId: vehicles.id,
      name: van.name,
      fields: { [plate.id]: van.plate, [seats.id]: van.seats },
    });
  }

  const rooms = await createContainer(admin, { name: 'Räume' });
  const capacity = await createContainerField(admin, rooms.id, {
    ...field,
    caption: 'Plätze',
    fieldType: 'INT',
    required: false,
  });
  await createObject(admin, {
    containerId: rooms.id,
    name: 'Besprechungsraum',
    fields: { [capacity.id]: 12 },
  });
  await createObject(admin, { containerId: rooms.id, name: 'Therapieraum', fields: { [capacity.id]: 4 } });
}
