import { TICKET_FILE_MESSAGES } from '@ccms/contract/tickets-extras';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { MAX_TICKET_FILES } from '@ccms/contract/tickets-form/rules';

/** Why the chosen files cannot be sent (none, or more than a ticket may hold); null when fine. */
export function filesProblem(chosenCount: number, existingCount: number): string | null {
  if (chosenCount === 0) return TICKET_FILE_MESSAGES.noFiles;
  if (existingCount + chosenCount > MAX_TICKET_FILES) return TICKET_FORM_MESSAGES.tooManyFiles;
  return null;
}

/** '12 KB', '1,5 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}
