import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The small pencil beside an activity's value that opens its editor; `label` names it. */
export function EditIconButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      type="text"
      size="small"
      icon={<EditOutlined />}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
    />
  );
}
