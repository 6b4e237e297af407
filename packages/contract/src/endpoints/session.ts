import { ZClientConfig } from '../client-config.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCurrentLoginInformation } from '../session.ts';

export const getCurrentLoginInformationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'session/GetCurrentLoginInformation',
  tag: 'session',
  summary: 'The signed-in user, their roles in stores and granted permissions',
  response: ZCurrentLoginInformation,
});

/** Read before sign-in, so it needs no token. */
export const getClientConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: 'client-config',
  tag: 'session',
  summary: 'Sign-in and softphone settings the browser needs before sign-in',
  response: ZClientConfig,
});
