import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

/**
 * A list's filter card buttons: clear, and 'Filtrele' submitting the card's form (so Enter in a
 * field runs the same search). Test ids are `${testIdPrefix}-clear` and `-submit`.
 */
export function FilterCardButtons({
  clearLabel,
  onClear,
  isSearching,
  testIdPrefix,
}: {
  clearLabel: string;
  onClear: () => void;
  isSearching?: boolean;
  testIdPrefix: string;
}) {
  return (
    <Flex gap={8}>
      <Button icon={<ClearOutlined />} onClick={onClear} data-testid={`${testIdPrefix}-clear`}>
        {clearLabel}
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        icon={<FilterOutlined />}
        loading={isSearching}
        data-testid={`${testIdPrefix}-submit`}
      >
        Filtrele
      </Button>
    </Flex>
  );
}
