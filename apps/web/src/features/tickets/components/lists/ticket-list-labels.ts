/** Money with ' TL' (docs/domain.md §13.8): '1.250,50 TL'; empty for no amount. */
export function moneyText(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  return `${amount.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;
}
