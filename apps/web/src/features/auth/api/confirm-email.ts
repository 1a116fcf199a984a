import { apiPaths, type Detail, DetailSchema } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function confirmEmail(key: string): Promise<Detail> {
  return apiRequest(apiPaths.accountConfirmEmail(key), {
    method: 'POST',
    body: { key },
    schema: DetailSchema,
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
