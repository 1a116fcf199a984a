import {
  socialAuthPaths,
  type TokenResponse,
  TokenResponseSchema,
  type TwitterTokens,
} from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** The person's Twitter access token and secret, exchanged for our token. */
export function twitterLogin(tokens: TwitterTokens): Promise<TokenResponse> {
  return apiRequest(socialAuthPaths.twitter, {
    method: 'POST',
    body: tokens,
    schema: TokenResponseSchema,
  });
}
