import { fullName } from '../../../../lib/format';

/** Money with ' TL' (docs/domain.md §13.8): '1.250,50 TL'; empty for no amount. */
export function moneyText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
}

/** A user as the 'Oluşturan' and 'Kapatan' filters show them: 'Ad Soyad (e-posta)'. */
export function userDisplayName(user: {
  name: string;
  surname: string;
  emailAddress: string;
}): string {
  const name = fullName(user.name, user.surname);
  return user.emailAddress ? `${name} (${user.emailAddress})` : name;
}
