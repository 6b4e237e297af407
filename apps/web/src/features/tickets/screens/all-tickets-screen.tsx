import { TicketListScreen } from './ticket-list-screen';

/** /tickets/allTickets (Ticket.AllTickets): every ticket the user may see. */
export default function AllTicketsScreen() {
  return <TicketListScreen kind="all" />;
}
