/** Texts any per-ticket call may answer (docs/domain.md §2, §3 Concurrency). */
export const TICKET_DETAIL_MESSAGES = {
  /** An invisible or deleted ticket. */
  ticketNotFound: 'Bilet bulunamadı.',
  /** GetRoleFlowById with an id no ticket flow has. */
  flowNotFound: 'Bilet akışı bulunamadı.',
  /** A write sent with a version older than the ticket's. */
  staleVersion: 'Bilet başka bir kullanıcı tarafından güncellendi. Lütfen sayfayı yenileyin.',
} as const;
