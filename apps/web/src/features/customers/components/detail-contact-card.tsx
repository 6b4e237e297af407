import { LinkOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useClientConfig } from '../../../lib/client-config';
import { useSoftphone } from '../../../softphone/softphone-context';
import { buildContactLinks } from './detail-contact-links';

const NOT_CONFIGURED = 'Bu bağlantı yapılandırılmamış.';
const NO_SOFTPHONE = 'Softphone bu kullanıcı için etkin değil.';
const SOFTPHONE_NOT_READY = 'Softphone henüz hazır değil. Lütfen biraz sonra tekrar deneyin.';

type Props = { phoneNumber: string };

/**
 * Contact shortcuts (docs/domain.md §15): click-to-call through the softphone (always allowed; it
 * needs the 'Cti' softphone to work) and the external tools, each opened in a new tab.
 */
export function DetailContactCard({ phoneNumber }: Props) {
  const { message } = App.useApp();
  const softphone = useSoftphone();
  const { externalLinks } = useClientConfig();
  const links = buildContactLinks(externalLinks, phoneNumber);

  const call = () => {
    // The softphone panel opens itself when the number is sent.
    if (softphone.sendClickToCall(phoneNumber)) return;
    void message.info(softphone.isAvailable ? SOFTPHONE_NOT_READY : NO_SOFTPHONE);
  };

  return (
    <Card title="İletişim" size="small" data-testid="customer-contact">
      <Flex wrap gap={8} align="center">
        <Button type="primary" icon={<PhoneOutlined />} onClick={call} data-testid="customer-call">
          Ara
        </Button>
        <Typography.Text copyable={{ text: phoneNumber, tooltips: ['Kopyala', 'Kopyalandı'] }}>
          {phoneNumber}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8} style={{ marginTop: 12 }}>
        {links.map((link) =>
          link.href ? (
            <Button
              key={link.key}
              icon={<LinkOutlined />}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`customer-link-${link.key}`}
            >
              {link.label}
            </Button>
          ) : (
            <Tooltip key={link.key} title={NOT_CONFIGURED}>
              <Button icon={<LinkOutlined />} disabled data-testid={`customer-link-${link.key}`}>
                {link.label}
              </Button>
            </Tooltip>
          ),
        )}
      </Flex>
    </Card>
  );
}
