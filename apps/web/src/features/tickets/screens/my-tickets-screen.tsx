import { TicketListScreen } from './ticket-list-screen';

/** /tickets/ticketsofcurrentuser: 'Biletlerim', assigned to the user or viewed by them. */
export default function MyTicketsScreen() {
  return <TicketListScreen kind="mine" />;
}
