import { PLANNER_ACCESS_CODE_COOKIE } from '@ai-map/contracts';
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

export function storePlannerAccessCode(code: string): void {
  writeCookie(PLANNER_ACCESS_CODE_COOKIE, code, ONE_YEAR_COOKIE);
}

export function forgetPlannerAccessCode(): void {
  deleteCookie(PLANNER_ACCESS_CODE_COOKIE);
}
