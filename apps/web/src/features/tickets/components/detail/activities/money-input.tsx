import { formatNumberTr, parseAmountTr } from '@ccms/contract/turkish-format';
import { InputNumber, type InputNumberProps } from 'antd';

/** What the field shows for its value (a number, or the input's own '150.5'): '1.250,50'. */
export function formatMoneyInput(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? formatNumberTr(amount, 2, true) : String(value);
}

/** What a typed or pasted text is worth: '150,50', '1.250,5' and '150.5' alike. */
export function parseMoneyInput(text: string | undefined): number {
  return parseAmountTr(text ?? '') ?? Number.NaN;
}

/**
 * An amount in lira as the activity forms take it: not negative, two decimals, Turkish
 * separators as typed and shown ('150,50 TL', docs/domain.md §15.1 Turkish formats). Props (value,
 * onChange, disabled, data-testid) go through to the input.
 */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      precision={2}
      decimalSeparator=","
      formatter={(value, { userTyping, input }) => (userTyping ? input : formatMoneyInput(value))}
      parser={parseMoneyInput}
      suffix="TL"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
