import { Form } from 'antd';
import type { ReactNode } from 'react';

/** The messages a Form.List's own rules give (not those of its rows), or nothing. */
export function FormListErrors({ errors }: { errors: ReactNode[] }) {
  if (errors.length === 0) return null;
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Form.ErrorList errors={errors} />
    </Form.Item>
  );
}
