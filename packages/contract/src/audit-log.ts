import { z } from 'zod';

/**
 * The administration audit log (docs/domain.md §14.5): every administrative write records who,
 * when, which entity, and the row before and after, in the write's own transaction.
 */
export const AUDIT_ENTITY_TYPES = {
  ticketType: 'Bilet tipi',
  ticketCategory: 'Bilet kategorisi',
  ticketSubCategory: 'Bilet alt kategorisi',
  categorySet: 'Kırılım',
  categorySetMail: 'Kırılım maili',
  ruleSet: 'Kural seti',
  ruleSetRule: 'Kural setinin kuralı',
  ruleSetFlow: 'Kural setinin akışı',
  ruleTemplate: 'Kural şablonu',
  campaign: 'Kampanya',
  source: 'Kaynak',
  callWrapUp: 'Çağrı sonucu',
  customerVoice: 'Müşterinin sesi',
  deliveryType: 'Teslimat türü',
  mailGroup: 'Mail grubu',
  holiday: 'Tatil',
  user: 'Kullanıcı',
  role: 'Rol',
  userRoleInStore: 'Mağazadaki rol',
  rolePermission: 'Rol yetkisi',
  store: 'Mağaza',
  outboxMessage: 'Giden mesaj',
  dataImport: 'İçe aktarma',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;
export const AUDIT_ENTITY_TYPE_KEYS = Object.keys(AUDIT_ENTITY_TYPES) as AuditEntityType[];

export const AUDIT_ACTIONS = { create: 'Ekleme', update: 'Güncelleme', delete: 'Silme' } as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * auditlog/list filters: who, what kind of entity, which row, and a createdDate range sent as
 * greatherThanOrEqual / lessThanOrEqual in the lists' date format (YYYY.MM.DD HH:mm).
 */
export const AUDIT_LOG_FILTERS = {
  userId: 'equal',
  entityType: 'equal',
  entityId: 'equal',
  createdDate: 'equal',
} as const;
export const AUDIT_LOG_SORTABLE = ['createdDate'] as const;

/** One audit entry; `before` is null for a creation and `after` for a deletion. */
export const ZAuditEntry = z.object({
  id: z.string().uuid(),
  createdDate: z.string(),
  userId: z.string().uuid(),
  userFullName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** What a person calls the row ('Şikayet - Kargo - Gecikme' for a breakdown). */
  entityLabel: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Live tickets the change moved (a new SLA, a flow, a holiday); null when none could move. */
  touchedTicketCount: z.number().int().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
