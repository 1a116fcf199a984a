import { PLANNER_ACCESS_CODE_COOKIE } from '@ai-map/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/api/session-store';
import { claimPlannerAccessCode } from '../api/claim-planner-access-code';
import { getPlannerAccessCode } from '../api/get-planner-access-code';
import {
  forgetPlannerAccessCode,
  plannerAccessCodeUnavailable,
  readPlannerAccessCode,
  storePlannerAccessCode,
} from '../lib/planner-access-code-cookie';

/**
 * Keeps the anonymous planner access code of spec 000 §4 in step with the session:
 * - a code in the URL (`?planner_access_code=`, e.g. a shared trip link) is stored;
 * - a signed-out visitor without a code gets one from the server;
 * - once someone is signed in (login, registration, or a returning session), a stored code is
 *   sent to the server and then removed (also when the server refuses it for good).
 * Failures are only logged: the planner still works, the trips just stay anonymous.
 */
export function usePlannerAccessCodeSync(): void {
  const token = useSessionStore((state) => state.token);
  const [searchParams] = useSearchParams();
  const codeInUrl = searchParams.get(PLANNER_ACCESS_CODE_COOKIE);
  const busy = useRef(false);

  useEffect(() => {
    if (codeInUrl) storePlannerAccessCode(codeInUrl);
  }, [codeInUrl]);

  useEffect(() => {
    if (busy.current) return;
    const stored = readPlannerAccessCode();
    if (token !== null && stored) {
      busy.current = true;
      claimPlannerAccessCode({ planner_access_code: stored })
        .then(forgetPlannerAccessCode)
        .catch((error: unknown) => {
          // A code the server does not know or that belongs to someone else will never work.
          if (error instanceof ApiRequestError && [403, 404].includes(error.status)) {
            forgetPlannerAccessCode();
          }
          console.warn('Could not claim the planner access code', error);
        })
        .finally(() => {
          busy.current = false;
        });
    } else if (token === null && !stored) {
      busy.current = true;
      getPlannerAccessCode()
        .then(({ planner_access_code }) => storePlannerAccessCode(planner_access_code))
        .catch((error: unknown) => {
          plannerAccessCodeUnavailable();
          console.warn('Could not get a planner access code', error);
        })
        .finally(() => {
          busy.current = false;
        });
    }
  }, [token, codeInUrl]);
}
