/** Rules of typed times (local wall-clock times `HH:mm`, 24 hours). Pure, so that they are tested alone. */

/** The spec's time picker step. */
export const timeStepMinutes = 15;

const minutesPerDay = 24 * 60;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function fromParts(hours: number, minutes: number): string | null {
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * Reads a typed time as `HH:mm`, or null when it is none. One or two digits are an hour ("7" is 07:00, "14" is
 * 14:00); three or four digits are hours and minutes ("730" and "0730" are 07:30, "1415" is 14:15); hours and
 * minutes may also be separated by a colon or a dot ("7:30", "7.30").
 */
export function parseTime(text: string): string | null {
  const typed = text.trim();
  const separated = /^(\d{1,2})[:.](\d{2})$/.exec(typed);
  if (separated) return fromParts(Number(separated[1]), Number(separated[2]));
  if (!/^\d{1,4}$/.test(typed)) return null;
  if (typed.length <= 2) return fromParts(Number(typed), 0);
  return fromParts(Number(typed.slice(0, -2)), Number(typed.slice(-2)));
}

function toMinutes(value: string): number {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The next time on the step grid up (`direction` 1) or down (-1): 07:10 goes up to 07:15 and down to 07:00,
 * 07:15 up to 07:30. Wraps around midnight. From no time, up starts at 00:00 and down at 23:45.
 */
export function stepTime(value: string | null, direction: 1 | -1, step = timeStepMinutes): string {
  if (value === null) return direction === 1 ? '00:00' : stepTime('00:00', -1, step);
  const minutes = toMinutes(value);
  const onGrid = minutes % step === 0;
  const next =
    direction === 1
      ? Math.floor(minutes / step) * step + step
      : onGrid
        ? minutes - step
        : Math.floor(minutes / step) * step;
  const wrapped = ((next % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}
