import { apiPaths, type Detail, DetailSchema, type PasswordResetConfirm } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function confirmPasswordReset(form: PasswordResetConfirm): Promise<Detail> {
  return apiRequest(apiPaths.passwordResetConfirm, {
    method: 'POST',
    body: form,
    schema: DetailSchema,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
