import { Card, Flex, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { FilterCardButtons } from './filter-card-buttons';

type Props<Values> = {
  form: FormInstance<Values>;
  /** The form's accessible name, e.g. 'Kural seti filtreleri'. */
  label: string;
  onFinish: (values: Values) => void;
  /** Runs after the fields are reset: the list's search without filters. */
  onClear: () => void;
  isSearching?: boolean;
  /** Test ids of the buttons: `${testIdPrefix}-clear` and `-submit`. */
  testIdPrefix: string;
  /** The field columns (`Col`s) of the card's one row. */
  children: ReactNode;
};

/**
 * A list's filter card: a vertical form of field columns, then 'Temizle' (resets the fields) and
 * 'Filtrele' on the right. Enter in a field submits like 'Filtrele'.
 */
export function FilterCard<Values>({
  form,
  label,
  onFinish,
  onClear,
  isSearching,
  testIdPrefix,
  children,
}: Props<Values>) {
  const clear = () => {
    form.resetFields();
    onClear();
  };

  return (
    <Card size="small">
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} aria-label={label}>
        <Row gutter={16}>{children}</Row>
        <Flex justify="flex-end">
          <FilterCardButtons
            clearLabel="Temizle"
            onClear={clear}
            isSearching={isSearching}
            testIdPrefix={testIdPrefix}
          />
        </Flex>
      </Form>
    </Card>
  );
}
