import type { TPasswordLink } from '@ccms/contract/organisation/schemas';
import { Button, Modal, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';

type Props = { fullName: string; link: TPasswordLink; onClose: () => void };

/**
 * The one-time set-password link, shown once to the administrator (mail may not be set up):
 * they hand it to the user, who chooses a password on the sign-in provider's page.
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
        eskisini geçersiz kılar.
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
