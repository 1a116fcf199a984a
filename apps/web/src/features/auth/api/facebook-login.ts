import {
  type FacebookLogin,
  socialAuthPaths,
  type TokenResponse,
  TokenResponseSchema,
} from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** The Facebook dialog's user access token, exchanged for our token. */
export function facebookLogin(payload: FacebookLogin): Promise<TokenResponse> {
  return apiRequest(socialAuthPaths.facebook, {
    method: 'POST',
    body: payload,
    schema: TokenResponseSchema,
  });
}
