/** Build progress on stderr: one line per finished stage with its counts and duration. */
export function createProgress(write: (line: string) => void = (line) => console.error(line)) {
  const started = performance.now();
  return {
    async stage<T>(name: string, run: () => T | Promise<T>, summary: (result: T) => string) {
      const t0 = performance.now();
      write(`[data] ${name}…`);
      const result = await run();
      write(`[data] ${name}: ${summary(result)} (${seconds(performance.now() - t0)})`);
      return result;
    },
    note(line: string) {
      write(`[data]   ${line}`);
    },
    done() {
      write(`[data] done in ${seconds(performance.now() - started)}`);
    },
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
