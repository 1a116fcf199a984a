// `npm test`: every check the README lists, in phases, stopping at the first that fails, and a
// table of each phase's time at the end (CI prints it; issue 30 keeps CI under 15 minutes).
// Lint and the formatting check are single-threaded and independent, so they run side by side.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** [phase, command, arguments]; an inner array runs its phases at the same time. */
const PHASES = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['prettier', 'npx', ['prettier', '--check', '.']],
  ],
  ['unit', 'npm', ['run', 'test:unit']],
  ['pg', 'npm', ['run', 'test:db:pg']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npm', ['run', 'test', '-w', '@ai-map/e2e']],
];

const times = [];

/** Runs one phase; `buffered` holds its output back until it ends (for phases side by side). */
function run([name, command, args], buffered = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      times.push({ name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

function printTimes(totalSeconds) {
  // Whole seconds first, so 239.7 s reads 4:00, not 3:60.
  const format = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const lines = [
    '',
    'phase       time   result',
    ...times.map(
      ({ name, seconds, ok }) =>
        `${name.padEnd(10)} ${format(seconds).padStart(5)}   ${ok ? 'ok' : 'FAILED'}`,
    ),
    `${'total'.padEnd(10)} ${format(totalSeconds).padStart(5)}`,
  ];
  // CI (.ci/run) prints the table at its very end, with its own set-up's time.
  if (process.env.TEST_PHASE_TIMES) {
    writeFileSync(process.env.TEST_PHASE_TIMES, `${lines.slice(2, -1).join('\n')}\n`);
  } else {
    console.log(lines.join('\n'));
  }
}

const started = Date.now();
let ok = true;
for (const phase of PHASES) {
  ok = Array.isArray(phase[0])
    ? (await Promise.all(phase.map((part) => run(part, true)))).every(Boolean)
    : await run(phase);
  if (!ok) break;
}
printTimes((Date.now() - started) / 1000);
process.exit(ok ? 0 : 1);
