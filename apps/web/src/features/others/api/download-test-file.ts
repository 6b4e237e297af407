import { downloadTestFileEndpoint } from '@ccms/contract/endpoints/others';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/api-client';

/** GET /api/others/testfile (signed-in): a small text file, saved as a download. */
export function downloadTestFile(): Promise<string> {
  return downloadEndpoint(downloadTestFileEndpoint, undefined, {
    fallbackFileName: 'test.txt',
    notify: false,
  });
}

export function useDownloadTestFile() {
  return useMutation({ mutationFn: downloadTestFile });
}
