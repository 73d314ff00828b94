import { expandSerial } from '@app/shared/serial/serial-expand';
import type { TSerialCheckResult } from '@app/shared/serial/serial.contracts';
import { parseSerialXml } from '@app/shared/serial/serial-xml';
import type { PlainDate } from '@app/shared/time/tenant-time';

const previewCount = 10;

/**
 * `serial/check`: reads a pattern and previews it in the tenant's zone. An invalid pattern is an answer, not an
 * error (the form shows the messages at its fields), so this always answers 200.
 */
export function checkSerial(
  pattern: string,
  breaks: readonly PlainDate[],
  timeZone: string,
): TSerialCheckResult {
  const parsed = parseSerialXml(pattern);
  if (!parsed.success) return { valid: false, issues: parsed.issues, pattern: null, occurrences: [] };
  const occurrences = expandSerial(parsed.data, { timeZone, breaks, limit: previewCount }).map((o) => ({
    date: o.date,
    start: o.start.toISOString(),
    end: o.end.toISOString(),
  }));
  // Without the breaks, a series that has no day at all (an end before its first matching day) cannot be saved.
  const empty = expandSerial(parsed.data, { timeZone, limit: 1 }).length === 0;
  return {
    valid: !empty,
    issues: empty ? [{ path: 'end', message: 'serial.empty' }] : [],
    pattern: parsed.data,
    occurrences,
  };
}
