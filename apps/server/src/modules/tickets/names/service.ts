/*
 * A ticket with its names (repository.ts): SQL pieces the queries of the other ticket
 * sub-modules compose with their own, so the names are joined the same way everywhere.
 */
export {
  closers,
  creators,
  joinTicketNames,
  modifiers,
  personNameSql,
  solutionUnits,
  storeViews,
  TICKET_NAMES,
  type TicketName,
  ticketNameSql,
} from './repository.ts';
