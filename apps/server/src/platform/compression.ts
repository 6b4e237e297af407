import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers only: the web app's files come compressed from the build, and the sign-in pages
 * are written by the provider itself.
 */
const COMPRESSIBLE_TYPES = /^application\/json(;|$)/;

/**
 * Compresses answers of 1 KiB or more (brotli, else gzip) for the routes registered after it.
 * The web app's files are compressed at build time (web-static.ts); file downloads opt out per
 * route (route-kit.ts) and a range or an encoded body is left as it is by the plugin itself.
 * Request bodies are not decompressed: what the API accepts does not change.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
