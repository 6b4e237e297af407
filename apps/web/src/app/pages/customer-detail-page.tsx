import CustomerDetailScreen from '../../features/customers/screens/customer-detail-screen';
import { CreateTicketDialog } from '../../features/tickets/components/form/create-ticket-dialog';

/**
 * /customers/byid/{id}: the customer screen with the tickets feature's 'Yeni Bilet' dialog.
 * The two features meet here, in the app, rather than importing each other.
 */
export default function CustomerDetailPage() {
  return <CustomerDetailScreen createTicketDialog={CreateTicketDialog} />;
}
