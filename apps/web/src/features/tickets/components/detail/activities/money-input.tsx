import { InputNumber, type InputNumberProps } from 'antd';

/**
 * An amount in lira as the activity forms take it: not negative, two decimals, ',' as the
 * decimal separator. Props (value, onChange, disabled, data-testid) go through to the input.
 */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      precision={2}
      decimalSeparator=","
      suffix="TL"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
