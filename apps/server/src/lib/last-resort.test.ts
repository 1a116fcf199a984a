import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ESCAPED_EXCEPTIONS_PER_MINUTE, installLastResort } from './last-resort';

/** A log that keeps its lines, and the exit codes asked for. */
function harness() {
  const lines: { level: string; message: string; err: unknown }[] = [];
  const log = {
    error: (object: { err: unknown }, message: string) =>
      lines.push({ level: 'error', message, err: object.err }),
    fatal: (object: { err: unknown }, message: string) =>
      lines.push({ level: 'fatal', message, err: object.err }),
  };
  const exits: number[] = [];
  let clock = 0;
  const target = new EventEmitter();
  installLastResort(
    target,
    log,
    (code) => exits.push(code),
    () => clock,
  );
  return { target, lines, exits, advance: (ms: number) => (clock += ms) };
}

describe('the last resort for escaped errors', () => {
  it('logs an escaped exception and a rejection nobody awaited, and stays up', () => {
    const { target, lines, exits } = harness();
    const thrown = new RangeError('Maximum call stack size exceeded');
    target.emit('uncaughtException', thrown);
    target.emit('unhandledRejection', new Error('lost'), Promise.resolve());
    expect(exits).toEqual([]);
    expect(lines).toEqual([
      { level: 'error', message: expect.stringContaining('keeps running'), err: thrown },
      { level: 'error', message: expect.stringContaining('rejection'), err: new Error('lost') },
    ]);
  });

  it('exits with 1 on a burst of escaped exceptions, and not on the same number spread out', () => {
    const spread = harness();
    for (let i = 0; i < ESCAPED_EXCEPTIONS_PER_MINUTE * 3; i += 1) {
      spread.target.emit('uncaughtException', new Error(`one of many ${i}`));
      spread.advance(10_000);
    }
    expect(spread.exits).toEqual([]);

    const burst = harness();
    for (let i = 0; i <= ESCAPED_EXCEPTIONS_PER_MINUTE; i += 1) {
      burst.target.emit('uncaughtException', new Error(`burst ${i}`));
    }
    expect(burst.exits).toEqual([1]);
    expect(burst.lines.at(-1)).toMatchObject({ level: 'fatal' });
  });
});
