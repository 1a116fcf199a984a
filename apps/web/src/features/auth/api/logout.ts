import { apiPaths, type Detail, DetailSchema } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';

export function logout(): Promise<Detail> {
  return apiRequest(apiPaths.logout, { method: 'POST', body: {}, schema: DetailSchema });
}

/**
 * Logs out on the server, then forgets the token, the profile and every cached query and goes
 * home (spec 000 §4). The local sign-out happens even if the server call fails: the user asked
 * to leave, and a dead token is harmless.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      useSessionStore.getState().signOut();
      void navigate('/');
    },
  });
}
