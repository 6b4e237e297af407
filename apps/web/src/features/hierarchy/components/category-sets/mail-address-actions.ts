import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import type {
  TCategorySetMail,
  TCategorySetMailWrite,
} from '@ccms/contract/hierarchy-admin/schemas';
import { MESSAGES } from '@ccms/contract/messages';
import { failureMessages } from '../../../../lib/failure-messages';

/** Refused before saving: the message is already shown. */
class DuplicateMailError extends Error {
  constructor() {
    super(M.duplicateMail);
  }
}

/** The calls and the toasts the breakdown mail table uses (injected, so the flow is tested). */
export type MailAddressPorts = {
  isDuplicate: (request: {
    ticketCategorySetId: string;
    emailAddress: string;
    id: string;
  }) => Promise<boolean>;
  save: (mail: TCategorySetMailWrite) => Promise<{ data: TCategorySetMail | null }>;
  remove: (id: string) => Promise<unknown>;
  show: (kind: 'success' | 'error', message: string) => void;
};

/**
 * Saves a breakdown mail address (docs/domain.md §14.1 Breakdown mails): the duplicate check
 * first ('Bu mail adresi zaten tanımlı.' and nothing saved), then CreateOrUpdateCategorySetMail;
 * 'Kayıt işlemi başarılı' or the failure's messages. Rejects on any failure, so the row stays in
 * edit mode.
 */
export async function saveMailAddress(
  row: TCategorySetMail,
  ports: MailAddressPorts,
): Promise<TCategorySetMail | null> {
  const mail = {
    id: row.id,
    ticketCategorySetId: row.ticketCategorySetId,
    emailAddress: row.emailAddress.trim(),
    isActive: row.isActive,
  };
  try {
    if (await ports.isDuplicate(mail)) {
      ports.show('error', M.duplicateMail);
      throw new DuplicateMailError();
    }
    const response = await ports.save(mail);
    ports.show('success', MESSAGES.saved);
    return response.data;
  } catch (error) {
    if (!(error instanceof DuplicateMailError)) {
      for (const message of failureMessages(error, M.mailSaveFailed)) {
        ports.show('error', message);
      }
    }
    throw error;
  }
}

/** Deletes an address (the table asked first): 'Mail adresi silindi.' or the failure's text. */
export async function deleteMailAddress(row: TCategorySetMail, ports: MailAddressPorts) {
  try {
    await ports.remove(row.id);
  } catch (error) {
    for (const message of failureMessages(error, M.mailDeleteFailed)) {
      ports.show('error', message);
    }
    throw error;
  }
  ports.show('success', M.mailDeleted);
}
