import { PhoneOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { SOFTPHONE_PANEL_ID, useSoftphone } from './softphone-context';

/**
 * The softphone's show / hide button, in the top bar: a floating button covered rows' buttons
 * and the pagination of the page under it.
 */
export function SoftphoneToggle() {
  const softphone = useSoftphone();
  if (!softphone.isAvailable) return null;
  const label = softphone.isOpen ? 'Softphone panelini gizle' : 'Softphone panelini aç';
  return (
    <Tooltip title={label} placement="bottom">
      <Button
        type={softphone.isOpen ? 'primary' : 'default'}
        shape="circle"
        icon={<PhoneOutlined />}
        aria-label={label}
        aria-expanded={softphone.isOpen}
        aria-controls={SOFTPHONE_PANEL_ID}
        onClick={softphone.toggle}
        data-testid="softphone-toggle"
      />
    </Tooltip>
  );
}
