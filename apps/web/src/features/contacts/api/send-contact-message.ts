import { apiPaths, type ContactMessage, type Detail, DetailSchema } from '@ai-map/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function sendContactMessage(message: ContactMessage): Promise<Detail> {
  return apiRequest(apiPaths.contacts, { method: 'POST', body: message, schema: DetailSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
