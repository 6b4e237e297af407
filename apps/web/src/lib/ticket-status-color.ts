/** antd tag colours per ticket status: waiting, in process, answered, closed, forwarded. */
const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'gold',
  5: 'blue',
  2: 'cyan',
  3: 'default',
  4: 'purple',
};

export function ticketStatusColor(status: number): string {
  return STATUS_COLORS[status] ?? 'default';
}
