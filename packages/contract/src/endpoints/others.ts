import { defineEndpoint } from '../endpoint.ts';

export const downloadTestFileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'others/testfile',
  tag: 'others',
  summary: 'A small text file for the download test page',
  download: true,
});
