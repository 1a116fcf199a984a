import { voicePaths, VoiceStatusSchema } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createSpeechToText } from './stt-provider';
import { voiceStatus } from './voice.service';

export const voiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const stt = createSpeechToText(ctx.config.stt);
  ctx.log.info({ provider: stt?.name ?? null }, 'speech-to-text provider');
  app.get(
    `/${voicePaths.status}`,
    { schema: { tags: ['voice'], response: { 200: VoiceStatusSchema } } },
    // The answer follows the server's configuration, which a restart may change.
    async (_request, reply) => reply.header('cache-control', 'no-store').send(voiceStatus(stt)),
  );
};
