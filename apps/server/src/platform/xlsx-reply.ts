import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers an .xlsx file written by `write` as it is produced (the streaming writer): the headers
 * go at once; a failure mid-file is logged and cuts the download rather than sending half a file
 * as whole.
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (output: Writable) => Promise<void>,
) {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    request.log.error({ err: error }, 'Excel export failed');
    body.destroy(error as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentDisposition(fileName))
    .send(body);
}
