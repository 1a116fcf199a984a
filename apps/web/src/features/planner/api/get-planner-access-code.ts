import { apiPaths, type PlannerAccessCode, PlannerAccessCodeSchema } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Issues a code for an anonymous visitor, so their trips can be claimed after sign-up. */
export function getPlannerAccessCode(): Promise<PlannerAccessCode> {
  return apiRequest(apiPaths.plannerAccessCode, { schema: PlannerAccessCodeSchema });
}
