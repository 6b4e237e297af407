import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import { attachmentDisposition } from '../../platform/content-disposition.ts';

export const TEST_FILE_NAME = 'indirme-testi.txt';

/** The file behind /others/test: proves the authenticated download path end to end. */
export function registerOthersRoutes(app: FastifyInstance, deps: { clock: Clock }) {
  app.get('/api/others/testfile', {
    config: { access: 'signedIn' },
    schema: { tags: ['others'], summary: 'A small text file for the download test page' },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const text = [
        'Dosya indirme testi başarılı.',
        `Kullanıcı: ${user.name} ${user.surname} <${user.emailAddress}>`,
        `Zaman: ${deps.clock.now().toISOString()}`,
        '',
      ].join('\n');
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', attachmentDisposition(TEST_FILE_NAME))
        .send(text);
    },
  });
}
