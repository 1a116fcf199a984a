import {
  socialAuthPaths,
  type TwitterCallbackQuery,
  type TwitterTokens,
  TwitterTokensSchema,
  withQuery,
} from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

/** The callback's oauth_token and oauth_verifier, exchanged for the person's access token. */
export function getTwitterTokens(callback: TwitterCallbackQuery): Promise<TwitterTokens> {
  return apiRequest(withQuery(socialAuthPaths.twitterTokens, new URLSearchParams(callback)), {
    schema: TwitterTokensSchema,
  });
}
