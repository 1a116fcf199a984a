import type { Page } from 'playwright-core';

/**
 * What a page did, kept so a wait that times out can say why (an answer that never came is
 * otherwise just "Timeout 120000ms exceeded"): console errors and warnings, uncaught errors,
 * failed requests, API answers >= 400, and the assistant sockets' opens, closes and frames.
 */
const logs = new WeakMap<Page, string[]>();
let serverOutput: () => string = () => '';

const MAX_LINES = 200;

function add(page: Page, line: string) {
  const log = logs.get(page);
  if (!log) return;
  log.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
  if (log.length > MAX_LINES) log.splice(0, log.length - MAX_LINES);
}

export function recordPage(page: Page): void {
  logs.set(page, []);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      add(page, `console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => add(page, `pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    add(
      page,
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/api/')) {
      add(page, `HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('websocket', (socket) => {
    add(page, `ws open ${socket.url()}`);
    socket.on('framesent', ({ payload }) => add(page, `ws sent ${String(payload)}`));
    socket.on('framereceived', ({ payload }) => add(page, `ws got ${String(payload)}`));
    socket.on('socketerror', (error) => add(page, `ws error ${error}`));
    socket.on('close', () => add(page, `ws closed ${socket.url()}`));
  });
}

/** The server's output, for the same report (set by the harness). */
export function recordServer(output: () => string): void {
  serverOutput = output;
}

/** The page's record and the server output's tail, for an error message. */
export function pageReport(page: Page): string {
  const lines = logs.get(page) ?? ['(page not recorded)'];
  return `page log:\n${lines.join('\n')}\nserver output (tail):\n${serverOutput().slice(-3000)}`;
}
