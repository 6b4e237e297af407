/** Money as the spec shows it: '1.250,50 TL'; empty for no amount. */
export function moneyText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
}

export function ticketDetailPath(id: string): string {
  return `/tickets/details/${encodeURIComponent(id)}`;
}

export function customerPath(id: string): string {
  return `/customers/byid/${encodeURIComponent(id)}`;
}

/** A user as the 'Oluşturan' and 'Kapatan' filters show them: 'Ad Soyad (e-posta)'. */
export function userDisplayName(user: {
  name: string;
  surname: string;
  emailAddress: string;
}): string {
  const fullName = `${user.name} ${user.surname}`.trim();
  return user.emailAddress ? `${fullName} (${user.emailAddress})` : fullName;
}
