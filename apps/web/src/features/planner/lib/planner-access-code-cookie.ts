import { PLANNER_ACCESS_CODE_COOKIE } from '@ai-map/contracts';
import { create } from 'zustand';
import { useSessionStore } from '../../../shared/api/session-store';
import {
  deleteCookie,
  ONE_YEAR_COOKIE,
  readCookie,
  writeCookie,
} from '../../../shared/lib/cookies';

/** The anonymous planner access code, kept for a year (spec 000 §4, §9). */
export function readPlannerAccessCode(): string | undefined {
  return readCookie(PLANNER_ACCESS_CODE_COOKIE) || undefined;
}

/**
 * Where a signed-out visitor's code stands: `pending` until the server's code is stored (the
 * first visit asks for one), `unavailable` when asking failed. Kept beside the cookie because
 * the cookie cannot be watched.
 */
const useAccessCodeStatus = create<{ status: 'pending' | 'stored' | 'unavailable' }>()(() => ({
  status: readPlannerAccessCode() === undefined ? 'pending' : 'stored',
}));

export function storePlannerAccessCode(code: string): void {
  writeCookie(PLANNER_ACCESS_CODE_COOKIE, code, ONE_YEAR_COOKIE);
  useAccessCodeStatus.setState({ status: 'stored' });
}

export function forgetPlannerAccessCode(): void {
  deleteCookie(PLANNER_ACCESS_CODE_COOKIE);
  useAccessCodeStatus.setState({ status: 'pending' });
}

/** Asking the server for a code failed: callers stop waiting for one (see below). */
export function plannerAccessCodeUnavailable(): void {
  useAccessCodeStatus.setState({ status: 'unavailable' });
}

/**
 * Resolves once the planner knows who is calling: someone is signed in, or the visitor's access
 * code is stored. A visitor's first chat sent before the code arrived went out as nobody and was
 * refused (401). When no code could be had, it resolves too, and the call says why it failed.
 */
export function plannerCallerReady(): Promise<void> {
  const ready = () =>
    useSessionStore.getState().token !== null ||
    useAccessCodeStatus.getState().status !== 'pending';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return;
      stopSession();
      stopCode();
      resolve();
    };
    const stopSession = useSessionStore.subscribe(check);
    const stopCode = useAccessCodeStatus.subscribe(check);
  });
}
