import { voicePaths, VoiceStatusSchema } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SpeechToText } from './speech-to-text';
import { voiceStatus } from './voice.service';

/** The speech-to-text provider is made once by the app: the voice socket uses the same one. */
export const voiceRoutes: FastifyPluginAsyncZod<{ stt: SpeechToText | null }> = async (
  app,
  { stt },
) => {
  app.get(
    `/${voicePaths.status}`,
    { schema: { tags: ['voice'], response: { 200: VoiceStatusSchema } } },
    // The answer follows the server's configuration, which a restart may change.
    async (_request, reply) => reply.header('cache-control', 'no-store').send(voiceStatus(stt)),
  );
};
