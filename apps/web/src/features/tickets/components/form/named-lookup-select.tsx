import { Select, type SelectProps } from 'antd';

type Lookup = { data?: readonly { id: string; name: string }[]; isPending: boolean };

/** A clearable, searchable select of a look-up's named rows (wrap-ups, customer voices…). */
export function NamedLookupSelect({
  lookup,
  ...props
}: Omit<SelectProps, 'options' | 'loading'> & { lookup: Lookup }) {
  return (
    <Select
      options={(lookup.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={lookup.isPending}
      {...props}
    />
  );
}
