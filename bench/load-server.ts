/**
 * The server process of `load.bench.ts`: the app's own start-up (`apps/server/src/main.ts`,
 * configured by the environment) plus an answer to the parent's 'memory' request over the IPC
 * channel, so that the benchmark reads the server's heap and CPU time, not only its RSS.
 */
import '../apps/server/src/main';

process.on('message', (message) => {
  if (message === 'memory') {
    process.send?.({ memory: process.memoryUsage(), cpu: process.cpuUsage() });
  }
});
