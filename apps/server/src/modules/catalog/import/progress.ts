import cliProgress from 'cli-progress';

export interface Progress {
  /** Starts a stage of `total` steps (0 when unknown). */
  start(stage: string, total: number): void;
  tick(count?: number): void;
  /** Sets the position outright (byte offsets while reading a file). */
  update(value: number): void;
  done(): void;
}

/**
 * A progress bar on a terminal, plain log lines elsewhere (CI, containers, tests): one line per
 * stage start and end, so logs stay readable.
 */
export function createProgress(
  log: (message: string) => void,
  interactive = process.stderr.isTTY,
): Progress {
  if (interactive) {
    const bar = new cliProgress.SingleBar(
      { format: ' {stage} [{bar}] {percentage}% | {value}/{total}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    return {
      start: (stage, total) => bar.start(total, 0, { stage: stage.padEnd(12) }),
      tick: (count = 1) => bar.increment(count),
      update: (value) => bar.update(value),
      done: () => bar.stop(),
    };
  }
  let stage = '';
  let value = 0;
  let started = 0;
  return {
    start(name, total) {
      stage = name;
      value = 0;
      started = Date.now();
      log(`${name}: importing${total ? ` ${total}` : ''}…`);
    },
    tick(count = 1) {
      value += count;
    },
    update(next) {
      value = next;
    },
    done() {
      log(`${stage}: ${value} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/** For callers that want no output. */
export const silentProgress: Progress = {
  start: () => undefined,
  tick: () => undefined,
  update: () => undefined,
  done: () => undefined,
};
