import type { TokenResponse } from '@ai-map/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Finishes a provider's redirect back to the app: `exchange` turns what the provider sent into
 * our token (or answers the message to show), then the user is signed in as after an e-mail login
 * (profile loaded, planner access code claimed) and goes Home (spec 000 §4). Answers the error
 * to show, or null while signing in.
 */
export function useSocialCallback(exchange: () => Promise<TokenResponse> | string): string | null {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const exchangeRef = useRef(exchange);

  useEffect(() => {
    // Once per page view: the provider's tokens are single-use, and React may run effects twice.
    if (started.current) return;
    started.current = true;
    const answer = exchangeRef.current();
    if (typeof answer === 'string') {
      setError(answer);
      return;
    }
    answer
      // Social logins are kept like a remembered e-mail login: the server issues a one-year token.
      .then(({ key }) => completeSignIn(key, true))
      .then(() => navigate('/', { replace: true }))
      .catch((failure: unknown) => setError(errorDetail(failure)));
  }, [completeSignIn, navigate]);

  return error;
}
