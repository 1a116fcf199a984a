/**
 * Load run of issue 14: a real server process (the app's `main.ts`, on PostgreSQL + Redis or on
 * the embedded PGlite, with the committed world catalogue) carries, at the same time,
 *  - 200 signed-in users, each with a chat socket open, each sending a message every 30 s
 *    (staggered) and waiting for its answer (the built-in assistant), and
 *  - a paced 500 req/s of map cluster requests (POST geo/clusters) with varied viewports and
 *    zooms around real cities, over keep-alive connections,
 * for 5 minutes. Every 30 s it prints the window's requests, latency and the server's RSS, heap
 * and CPU (asked over IPC, see load-server.ts); at the end the totals, whether memory stayed
 * flat, and the chat turn latency. An error is any non-2xx answer, a request failure or one
 * unanswered after 10 s, a chat `error` event, a turn unanswered after 60 s or a socket that
 * closes or fails before the end.
 *
 * Run: npm run bench:load -w @ai-map/bench
 *   BENCH_DB=postgres (default; a throw-away database on TEST_DATABASE_URL, by default
 *   postgres://postgres@127.0.0.1:5432/postgres, and BENCH_REDIS_URL, by default
 *   redis://127.0.0.1:6379) or BENCH_DB=pglite (a temporary DATA_DIR; no Redis unless
 *   BENCH_REDIS_URL is set; `none` turns Redis off in both);
 *   BENCH_LOAD_S (300), BENCH_RATE (500), BENCH_SOCKETS (200), BENCH_TURN_EVERY_S (30).
 * Results: bench/RESULTS.md.
 */
import { API_BASE, apiPaths, chatPaths, chatSocketPaths } from '@ai-map/contracts';
import os from 'node:os';
import { WebSocket } from 'ws';
import {
  clusterBody,
  httpClient,
  load,
  maxOf,
  mb,
  ms,
  percentile,
  QUESTIONS,
  slopeMbPerMin,
  startServer,
  viewport,
} from './load-support';

const DB = process.env.BENCH_DB ?? 'postgres';
const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 300);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const TURN_EVERY_S = Number(process.env.BENCH_TURN_EVERY_S ?? 30);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisSetting =
  process.env.BENCH_REDIS_URL ?? (DB === 'postgres' ? 'redis://127.0.0.1:6379' : 'none');
const REDIS_URL = redisSetting === 'none' ? undefined : redisSetting;
const SAMPLE_S = 30;
const REQUEST_TIMEOUT_MS = 10_000;
const TURN_TIMEOUT_MS = 60_000;
const PASSWORD = 'Correct-Horse-Battery-9';

const log = (line: string) => process.stdout.write(`${line}\n`);

const { port, base, server, serverExited, output, sampleServer, cleanUp } = await startServer(
  DB,
  PG_URL,
  REDIS_URL,
);
const { agent, request } = httpClient(base, REQUEST_TIMEOUT_MS);

try {
  const started = performance.now();
  for (;;) {
    const healthy = await request('GET', '/healthz').then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) break;
    if (server.exitCode !== null || performance.now() - started > 600_000) {
      throw new Error(`the server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const clustersUrl = `${API_BASE}/geo/clusters`;
  // The map index is built in the background after listening: wait for a real answer.
  for (;;) {
    const res = await request('POST', clustersUrl, {
      body: JSON.stringify(viewport(5, 48.85, 2.35)),
    });
    if (res.status === 200 && (JSON.parse(res.body) as { results: unknown[] }).results.length)
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(
    `database: ${DB}${REDIS_URL ? ' + Redis' : ''}; server up (catalogue imported) after ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; node ${process.version}; ` +
      `${os.cpus().length} cores; load average ${load()}`,
  );

  // -------------------------------------------------------------- users, chats, sockets

  const signUpStarted = performance.now();
  const users: { key: string; chatId: number }[] = [];
  const stamp = Date.now().toString(36);
  for (let batch = 0; batch < SOCKETS; batch += 4) {
    const made = await Promise.all(
      Array.from({ length: Math.min(4, SOCKETS - batch) }, async (_, offset) => {
        const index = batch + offset;
        const signUp = await request('POST', `${API_BASE}/${apiPaths.registration}`, {
          body: JSON.stringify({
            full_name: `Load Tester ${index}`,
            email: `load${index}.${stamp}@example.com`,
            password1: PASSWORD,
            password2: PASSWORD,
            userAgreement: true,
          }),
        });
        if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status}: ${signUp.body}`);
        const { key } = JSON.parse(signUp.body) as { key: string };
        const chat = await request('POST', `${API_BASE}/${chatPaths.chats}`, { token: key });
        if (chat.status !== 201) throw new Error(`new chat ${chat.status}: ${chat.body}`);
        return { key, chatId: (JSON.parse(chat.body) as { id: number }).id };
      }),
    );
    users.push(...made);
  }
  log(
    `${SOCKETS} users signed up with a chat each in ` +
      `${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`,
  );

  let runEnded = false;
  const turnTimes: number[] = [];
  const turnErrors: string[] = [];
  let turnsSent = 0;
  let turnsInWindow: number[] = [];
  let socketFailures = 0;
  /** The first answer to each question, printed at the end: the turns did real work. */
  const sampleAnswers = new Map<string, string>();
  const sockets = await Promise.all(
    users.map(
      (user) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(
            `ws://127.0.0.1:${port}${chatSocketPaths.chat(user.chatId)}?token=${user.key}`,
          );
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    socket.on('error', (error) => {
      socketFailures += 1;
      turnErrors.push(`socket error: ${error.message}`);
    });
    socket.on('close', (code) => {
      if (runEnded) return;
      socketFailures += 1;
      turnErrors.push(`socket closed early (${code})`);
    });
  }
  log(`${sockets.length} chat sockets open; load average ${load()}`);

  /** One user's turns: a message every TURN_EVERY_S (from its staggered start), each awaited. */
  async function chatter(socket: WebSocket, index: number, endAt: number) {
    let next = performance.now() + (index * TURN_EVERY_S * 1000) / SOCKETS;
    let asked = index;
    while (next < endAt) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (socket.readyState !== WebSocket.OPEN) return;
      next += TURN_EVERY_S * 1000;
      const message = QUESTIONS[asked++ % QUESTIONS.length]!;
      const sent = performance.now();
      turnsSent += 1;
      const outcome = await new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => finish('no answer within 60 s'), TURN_TIMEOUT_MS);
        const onMessage = (data: Buffer) => {
          const event = JSON.parse(data.toString()) as {
            status?: string;
            type?: string;
            message?: unknown;
          };
          if (event.status === 'complete') {
            const answer = (event as { message?: { answer?: string } }).message?.answer ?? '';
            if (!sampleAnswers.has(message)) sampleAnswers.set(message, answer);
            finish(null);
          } else if (event.type === 'error') finish(`error event: ${String(event.message)}`);
        };
        const finish = (error: string | null) => {
          clearTimeout(timer);
          socket.off('message', onMessage);
          resolve(error);
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ type: 'chat_message', message }));
      });
      if (outcome) turnErrors.push(outcome);
      else {
        const took = performance.now() - sent;
        turnTimes.push(took);
        turnsInWindow.push(took);
      }
    }
  }

  // -------------------------------------------------------------- the run

  const latencies: number[] = [];
  let windowLatencies: number[] = [];
  const statuses = new Map<string, number>();
  let sent = 0;
  let answered = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const fire = () => {
    sent += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const t0 = performance.now();
    request('POST', clustersUrl, { body: clusterBody() }).then(
      (res) => {
        inFlight -= 1;
        answered += 1;
        const took = performance.now() - t0;
        latencies.push(took);
        windowLatencies.push(took);
        count(String(res.status));
      },
      (error: Error) => {
        inFlight -= 1;
        count(`failed: ${error.message}`);
      },
    );
  };

  const baseline = await sampleServer();
  const runStarted = performance.now();
  const endAt = runStarted + LOAD_S * 1000;
  const chatting = Promise.all(sockets.map((socket, index) => chatter(socket, index, endAt)));
  log(
    `run: ${LOAD_S} s, ${RATE} cluster req/s target, ${SOCKETS} sockets each asking every ` +
      `${TURN_EVERY_S} s; server at start: RSS ${mb(baseline.memory.rss)}, heap ` +
      `${mb(baseline.memory.heapUsed)}`,
  );
  log(
    '| t (s) | cluster req/s answered | p50 | p99 | chat turns (p50) | server RSS | heap used | server CPU | bench CPU | load average |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|');
  const samples: { t: number; rss: number; heap: number }[] = [
    { t: 0, rss: baseline.memory.rss, heap: baseline.memory.heapUsed },
  ];
  let lastCpu = baseline.cpu;
  // The load generator's own CPU: when the machine is short of CPU, whether it kept up.
  let lastBenchCpu = process.cpuUsage();
  let lastSampleAt = runStarted;
  let answeredBefore = 0;
  const sampler = setInterval(() => {
    void sampleServer().then(
      ({ memory, cpu }) => {
        const now = performance.now();
        const span = (now - lastSampleAt) / 1000;
        const cpuShare = (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1e6 / span;
        const benchCpu = process.cpuUsage(lastBenchCpu);
        lastBenchCpu = process.cpuUsage();
        const t = Math.round((now - runStarted) / 1000);
        samples.push({ t, rss: memory.rss, heap: memory.heapUsed });
        log(
          `| ${t} | ${((answered - answeredBefore) / span).toFixed(0)} | ` +
            `${ms(percentile(windowLatencies, 0.5))} | ${ms(percentile(windowLatencies, 0.99))} | ` +
            `${turnsInWindow.length} (${ms(percentile(turnsInWindow, 0.5))}) | ${mb(memory.rss)} | ` +
            `${mb(memory.heapUsed)} | ${(cpuShare * 100).toFixed(0)} % | ` +
            `${(((benchCpu.user + benchCpu.system) / 1e6 / span) * 100).toFixed(0)} % | ${load()} |`,
        );
        answeredBefore = answered;
        windowLatencies = [];
        turnsInWindow = [];
        lastCpu = cpu;
        lastSampleAt = now;
      },
      (error: Error) => log(`sample failed: ${error.message}`),
    );
  }, SAMPLE_S * 1000);

  // Paced: every tick sends what the clock says is due, so timer jitter does not lower the rate.
  await new Promise<void>((resolve) => {
    const pacer = setInterval(() => {
      const now = performance.now();
      const due = Math.floor((Math.min(now, endAt) - runStarted) * (RATE / 1000)) - sent;
      for (let i = 0; i < due; i += 1) fire();
      if (now >= endAt) {
        clearInterval(pacer);
        resolve();
      }
    }, 5);
  });
  const sendingTook = (performance.now() - runStarted) / 1000;
  // The last requests and turns finish (each has its own timeout).
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await chatting;
  runEnded = true;
  clearInterval(sampler);
  const last = await sampleServer();
  samples.push({
    t: Math.round((performance.now() - runStarted) / 1000),
    rss: last.memory.rss,
    heap: last.memory.heapUsed,
  });

  // -------------------------------------------------------------- report

  const errors = [...statuses].filter(([key]) => !/^2\d\d$/.test(key));
  const requestErrors = errors.reduce((sum, [, n]) => sum + n, 0);
  log('');
  log(
    `cluster requests: sent ${sent}, answered ${answered} in ${sendingTook.toFixed(1)} s ` +
      `(${(answered / sendingTook).toFixed(1)} req/s achieved, target ${RATE}); errors ` +
      `${requestErrors} ${JSON.stringify(Object.fromEntries(statuses))}; most in flight ${maxInFlight}`,
  );
  log(
    `cluster latency: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, ` +
      `p99 ${ms(percentile(latencies, 0.99))}, max ${ms(maxOf(latencies))}`,
  );
  log(
    `chat turns: sent ${turnsSent}, answered ${turnTimes.length}, errors ${turnErrors.length}` +
      (turnErrors.length ? ` (first: ${turnErrors.slice(0, 3).join('; ')})` : '') +
      `; socket failures ${socketFailures}; turn latency p50 ${ms(percentile(turnTimes, 0.5))}, ` +
      `p95 ${ms(percentile(turnTimes, 0.95))}, p99 ${ms(percentile(turnTimes, 0.99))}, ` +
      `max ${ms(maxOf(turnTimes))}`,
  );
  // Flat or not: the least-squares slope of the samples after the first minute (warm-up).
  const settled = samples.filter((sample) => sample.t >= 60);
  const slope = (key: 'rss' | 'heap') => slopeMbPerMin(settled, key);
  log(
    `server memory: RSS ${samples.map((s) => mb(s.rss)).join(' → ')}; heap used ` +
      `${samples.map((s) => mb(s.heap)).join(' → ')}; slope after the first minute: RSS ` +
      `${slope('rss').toFixed(2)} MB/min, heap ${slope('heap').toFixed(2)} MB/min`,
  );

  for (const [question, answer] of sampleAnswers) {
    log(`  "${question}" → "${answer.replace(/\s+/g, ' ').slice(0, 110)}…"`);
  }

  for (const socket of sockets) socket.close();
  server.kill('SIGTERM');
  log(`server stopped with exit code ${await serverExited}; load average ${load()}`);
  if (requestErrors || turnErrors.length)
    log(`server output (last part):\n${output().slice(-3000)}`);
} finally {
  agent.destroy();
  await cleanUp();
}
