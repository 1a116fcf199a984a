import { apiPaths, type Detail, DetailSchema, type PasswordReset } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function requestPasswordReset(form: PasswordReset): Promise<Detail> {
  return apiRequest(apiPaths.passwordReset, { method: 'POST', body: form, schema: DetailSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
