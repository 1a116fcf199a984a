import { describe, expect, it } from 'vitest';
import { loggerOptions, usePrettyLogs } from './logger';

describe('log format', () => {
  it('is pretty on a terminal and JSON otherwise, unless forced', () => {
    expect(usePrettyLogs('auto', true)).toBe(true);
    expect(usePrettyLogs('auto', false)).toBe(false);
    expect(usePrettyLogs('json', true)).toBe(false);
    expect(usePrettyLogs('pretty', false)).toBe(true);
  });

  it('gives pino a pretty stream only when pretty, redacting credentials either way', () => {
    const json = loggerOptions('info', 'auto', false) as { stream?: unknown; redact: string[] };
    expect(json.stream).toBeUndefined();
    expect(json.redact).toContain('req.headers.authorization');
    const readable = loggerOptions('info', 'pretty', false) as { stream?: unknown };
    expect(readable.stream).toBeDefined();
  });
});
