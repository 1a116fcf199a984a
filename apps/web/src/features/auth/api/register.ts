import {
  apiPaths,
  type Registration,
  type TokenResponse,
  TokenResponseSchema,
} from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function register(form: Registration): Promise<TokenResponse> {
  return apiRequest(apiPaths.registration, {
    method: 'POST',
    body: form,
    schema: TokenResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
