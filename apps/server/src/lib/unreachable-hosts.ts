import type { FastifyBaseLogger } from 'fastify';

/** First wait after a host could not be reached; doubled after each further failure. */
export const BACK_OFF_BASE_MS = 30_000;
/** The longest wait: a server without internet asks each host about twice an hour. */
export const BACK_OFF_CAP_MS = 30 * 60_000;
/** At most one warning per host in this span, however often it fails. */
export const WARN_EVERY_MS = 10 * 60_000;

/** Errors that mean "cannot reach the host" rather than "the host answered badly". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
]);

/**
 * What kept `error` from reaching its host (ECONNREFUSED, ENOTFOUND, a timeout), or undefined
 * when it is another failure. fetch() reports these as "fetch failed" with the cause below.
 */
export function unreachableCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    if (name === 'TimeoutError') return 'timeout';
    // AggregateError of a host with several addresses (IPv4 and IPv6): the first says it.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length) return unreachableCode(errors[0]);
  }
  return undefined;
}

interface HostState {
  failures: number;
  retryAt: number;
  warnedAt: number;
}

const minutes = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;

/**
 * Outside hosts (Overpass, Wikidata, Commons, Wikipedia) this server could not reach, per host:
 * without internet in the default mode each would otherwise be asked every few seconds and
 * each failure logged with its stack (issue 28: 120 of 148 log lines). A host that cannot be
 * reached is not asked again before a wait that doubles with each failure (30 s … 30 min),
 * and is named in one warning per 10 minutes that says what to do, without a stack. One
 * answer resets it.
 */
export class UnreachableHosts {
  private readonly hosts = new Map<string, HostState>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds until `url`'s host may be asked again; 0: now. */
  waitFor(url: string): number {
    const state = this.hosts.get(hostOf(url));
    return state ? Math.max(0, state.retryAt - this.now()) : 0;
  }

  /**
   * Records a failed request to `url`. True when the host could not be reached (recorded,
   * warned about at most once per 10 minutes); false for any other error, left to the caller.
   */
  failed(url: string, service: string, error: unknown, log: FastifyBaseLogger): boolean {
    const code = unreachableCode(error);
    if (!code) return false;
    const host = hostOf(url);
    const now = this.now();
    const state = this.hosts.get(host) ?? { failures: 0, retryAt: 0, warnedAt: -Infinity };
    state.failures += 1;
    const wait = Math.min(BACK_OFF_CAP_MS, BACK_OFF_BASE_MS * 2 ** (state.failures - 1));
    state.retryAt = now + wait;
    this.hosts.set(host, state);
    if (now - state.warnedAt >= WARN_EVERY_MS) {
      state.warnedAt = now;
      log.warn(
        { host, code, retryInMs: wait },
        `Cannot reach ${service} at ${host} (${code}); asking again in ${minutes(wait)}, then less ` +
          `and less often (at most every ${minutes(BACK_OFF_CAP_MS)}). Meanwhile the built-in ` +
          'catalogue is shown. Without internet, set OFFLINE=true to stop asking outside services.',
      );
    }
    return true;
  }

  /** `url`'s host answered: it is asked as usual again. */
  succeeded(url: string, service: string, log: FastifyBaseLogger): void {
    const host = hostOf(url);
    if (!this.hosts.delete(host)) return;
    log.info({ host }, `${service} at ${host} can be reached again`);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The process's record: every app and sweep of this process shares what it learnt. */
export const unreachableHosts = new UnreachableHosts();
