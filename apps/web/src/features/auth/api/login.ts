import { apiPaths, type Login, type TokenResponse, TokenResponseSchema } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function login(credentials: Login): Promise<TokenResponse> {
  return apiRequest(apiPaths.login, {
    method: 'POST',
    body: credentials,
    schema: TokenResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
