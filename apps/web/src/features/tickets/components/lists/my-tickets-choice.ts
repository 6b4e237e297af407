import type { TQueryFormatter } from '@ccms/contract/query-format';
import { ASSIGN_FILTER, type TGetTicketsRequest } from '@ccms/contract/tickets-lists';

/**
 * The halves of 'Biletlerim': the spec's 1 'Bana Atananlar' and 0 'Görüntülediklerim', and,
 * beyond it, 'Oluşturduklarım': the tickets the user opened, among those they may see.
 */
export type MyTicketsChoice = 0 | 1 | 'created';

export const CREATED_BY_ME = 'created' as const;

export const MY_TICKETS_OPTIONS: { value: MyTicketsChoice; label: string }[] = [
  { value: ASSIGN_FILTER.assigned, label: 'Bana Atananlar' },
  { value: ASSIGN_FILTER.viewed, label: 'Görüntülediklerim' },
  { value: CREATED_BY_ME, label: 'Oluşturduklarım' },
];

/** What gettickets is sent: 'Oluşturduklarım' asks for every ticket the user may see (2). */
export function assignFilterOf(choice: MyTicketsChoice): TGetTicketsRequest['assignFilter'] {
  return choice === CREATED_BY_ME ? ASSIGN_FILTER.visible : choice;
}

/**
 * 'Oluşturduklarım' narrows the query to the user as 'Oluşturan' (the card's own choice of
 * creator gives way); the other halves send the query as it is.
 */
export function withMyTicketsChoice(
  formatter: TQueryFormatter,
  choice: MyTicketsChoice,
  userId: string | undefined,
): TQueryFormatter {
  if (choice !== CREATED_BY_ME || !userId) return formatter;
  const others = (formatter.filters ?? []).filter((f) => f.propertyName !== 'creatorUserId');
  return {
    ...formatter,
    filters: [...others, { propertyName: 'creatorUserId', operator: 'equal', targetValue: userId }],
  };
}
