import { MARK_WORDS, markPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';

/** The objects that carry likes, favourites and visited marks (spec 001 §1). */
export type MarkObject = 'country' | 'region' | 'city' | 'attraction' | 'shop' | 'food' | 'event';
export type MarkKind = 'like' | 'favourite' | 'visited';

/** `POST /{liked|favourite|visited}/{object}/{id}/` answers with the flag it now has. */
export const ToggleMarkResponseSchema = z.object({
  user_like: z.boolean().optional(),
  number_of_likes: z.number().int().optional(),
  user_favourite: z.boolean().optional(),
  user_visited: z.boolean().optional(),
});
export type ToggleMarkResponse = z.infer<typeof ToggleMarkResponseSchema>;

export interface ToggleMarkInput {
  kind: MarkKind;
  object: MarkObject;
  id: number;
}

export function toggleMark({ kind, object, id }: ToggleMarkInput): Promise<ToggleMarkResponse> {
  return apiRequest(markPaths.toggle(MARK_WORDS[kind], object, id), {
    method: 'POST',
    schema: ToggleMarkResponseSchema,
  });
}

/** The flag the server now holds for the toggled mark (undefined if it did not say). */
export function markFlag(kind: MarkKind, answer: ToggleMarkResponse): boolean | undefined {
  if (kind === 'like') return answer.user_like;
  if (kind === 'favourite') return answer.user_favourite;
  return answer.user_visited;
}

export function useToggleMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMark,
    // Lists and pages showing the object go stale; they refetch when next shown, not now (a
    // refetch now could overwrite the button's fresh state with a slower answer).
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
