import type { TPasswordLink } from '@ccms/contract/organisation/schemas';
import { Button, Modal, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';

/** A link whose url the server showed: only an Admin's (docs/domain.md §14.4). */
export type ShownPasswordLink = TPasswordLink & { url: string };

type Props = { fullName: string; link: ShownPasswordLink; onClose: () => void };

/** The link when the answer shows it (to an Admin), or null: the user gets it by mail. */
export function shownLink(link: TPasswordLink | null): ShownPasswordLink | null {
  return link?.url ? { ...link, url: link.url } : null;
}

/**
 * The one-time set-password link, shown once to an Admin (the same link went to the user's
 * e-mail address; the mail may be slow or not set up): they may hand it to the user, who chooses
 * a password on the sign-in provider's page.
 */
export function PasswordLinkDialog({ fullName, link, onClose }: Props) {
  return (
    <Modal
      open
      title="Tek Kullanımlık Parola Bağlantısı"
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="password-link-close">
          Tamam
        </Button>
      }
    >
      <Typography.Paragraph>
        {fullName} bu bağlantıyla parolasını belirleyebilir. Bağlantı bir kez kullanılabilir ve{' '}
        {formatDateTime(link.expiresAt)} tarihine kadar geçerlidir; yeni bir bağlantı oluşturmak
        eskisini geçersiz kılar. Bağlantı kullanıcının e-posta adresine de gönderildi.
      </Typography.Paragraph>
      <Typography.Paragraph
        copyable={{ text: link.url, tooltips: ['Kopyala', 'Kopyalandı'] }}
        code
        style={{ wordBreak: 'break-all' }}
        data-testid="password-link-url"
      >
        {link.url}
      </Typography.Paragraph>
    </Modal>
  );
}
