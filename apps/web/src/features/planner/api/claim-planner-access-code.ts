import { apiPaths, type PlannerAccessCode } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Links the trips planned under an anonymous code to the signed-in account. */
export function claimPlannerAccessCode(body: PlannerAccessCode): Promise<unknown> {
  return apiRequest(apiPaths.plannerAccessCode, { method: 'POST', body });
}
