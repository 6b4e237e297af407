import { downloadTestFileEndpoint } from '@ccms/contract/endpoints/others';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import { attachmentDisposition } from '../../platform/content-disposition.ts';
import { registerEndpoint } from '../../platform/route-kit.ts';

export const TEST_FILE_NAME = 'indirme-testi.txt';

/** The file behind /others/test: proves the authenticated download path end to end. */
export function registerOthersRoutes(app: FastifyInstance, deps: { clock: Clock }) {
  registerEndpoint(app, downloadTestFileEndpoint, {
    access: 'signedIn',
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
