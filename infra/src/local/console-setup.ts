/**
 * Imported first by the runner, for its side effect: it must act before the handlers create their logger.
 *
 * Locally the handlers run inside the runner, and Powertools writes one JSON object per line. For people at a
 * terminal those become short readable lines; in AWS the JSON goes to CloudWatch unchanged.
 */
const levelWidth = 5;

function readable(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof entry.level !== 'string' || typeof entry.message !== 'string') return undefined;
  const {
    level,
    message,
    timestamp,
    service,
    sampling_rate: _sampling,
    xray_trace_id: _trace,
    ...rest
  } = entry;
  void service;
  const time = typeof timestamp === 'string' ? timestamp.slice(11, 23) : '';
  const fields = Object.entries(rest)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${time} ${level.padEnd(levelWidth)} ${message}${fields ? `  ${fields}` : ''}`;
}

function installReadableLogs(): void {
  process.env.POWERTOOLS_DEV = 'true';
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const text = args.length === 1 && typeof args[0] === 'string' ? readable(args[0]) : undefined;
      if (text === undefined) original(...args);
      else original(text);
    };
  }
}

installReadableLogs();
// The runner is pinned to Node 20 on purpose (see DEPENDENCIES.md); the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
