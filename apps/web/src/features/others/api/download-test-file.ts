import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/** GET /api/others/testfile (signed-in): a small text file, saved as a download. */
export function downloadTestFile(): Promise<string> {
  return downloadFile('others/testfile', { fallbackFileName: 'test.txt', notify: false });
}

export function useDownloadTestFile() {
  return useMutation({ mutationFn: downloadTestFile });
}
