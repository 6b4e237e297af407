/** The addresses of the detail screens, as app/routes.tsx declares them. */

export function ticketDetailPath(id: string): string {
  return `/tickets/details/${encodeURIComponent(id)}`;
}

export function customerDetailPath(id: string): string {
  return `/customers/byid/${encodeURIComponent(id)}`;
}
