/**
 * The Turkish texts of the mails and SMS the product sends (docs/domain.md §17). The server lays
 * them out as HTML and plain text; the outbox screen shows the kinds and states by these names.
 */

import { formatDuration } from './turkish-format.ts';

/** What a message is about; stored as the outbox row's kind. */
export const OUTBOX_KINDS = {
  'sla-exceeded': 'SLA aşımı',
  'red-alarm': 'Kırmızı alarm',
  appreciation: 'Teşekkür',
  'ticket-notification': 'Bilet bildirimi',
  'ticket-closed-sms': 'Kapanış SMS',
  'auto-close-sms': '48 saat kapanış SMS',
  'password-link': 'Parola bağlantısı',
  invitation: 'Kullanıcı daveti',
} as const;
export type OutboxKind = keyof typeof OUTBOX_KINDS;

/** A message's delivery state. */
export const OUTBOX_STATES = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Hata, yeniden denenecek',
  dead: 'Gönderilemedi',
} as const;
export type OutboxState = keyof typeof OUTBOX_STATES;

export const OUTBOX_CHANNELS = { mail: 'E-posta', sms: 'SMS' } as const;
export type OutboxChannel = keyof typeof OUTBOX_CHANNELS;

/** The remaining-SLA line of a mail: time left, time over, or none. */
export function describeRemainingSla(sla: {
  remainingSlaMinutes: number | null;
  remainingSlaPercentage: number | null;
  isSlaPaused: boolean;
}): string {
  if (sla.remainingSlaMinutes === null) return 'SLA tanımlı değil';
  const paused = sla.isSlaPaused ? ' (SLA durduruldu)' : '';
  if (sla.remainingSlaMinutes < 0) {
    return `SLA süresi ${formatDuration(sla.remainingSlaMinutes, 'long')} aşıldı${paused}`;
  }
  const percentage =
    sla.remainingSlaPercentage === null
      ? ''
      : ` (%${sla.remainingSlaPercentage.toLocaleString('tr-TR', { maximumFractionDigits: 1 })})`;
  return `${formatDuration(sla.remainingSlaMinutes, 'long')} kaldı${percentage}${paused}`;
}

/** The customer as a mail names them: first name and the initial of the surname ('Ayşe K.'). */
export function customerShortName(firstName: string | null, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase('tr-TR');
  return [firstName?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ') || '-';
}

export const MAIL_TEXTS = {
  fields: {
    ticketNo: 'Bilet no',
    breakdown: 'Kırılım',
    store: 'Mağaza',
    responsible: 'Sorumlu birim',
    customer: 'Müşteri',
    status: 'Durum',
    createdAt: 'Oluşturulma',
    remainingSla: 'Kalan SLA',
    description: 'Açıklama',
    sender: 'Gönderen',
  },
  link: 'Bileti görüntüle',
  footer:
    'Bu e-posta Müşteri Hizmetleri Bilet Yönetimi tarafından otomatik olarak gönderilmiştir; lütfen yanıtlamayınız.',
  slaExceeded: {
    subject: (ticketNo: number) => `SLA süresi aşıldı: #${ticketNo}`,
    intro: (ticketNo: number) =>
      `#${ticketNo} numaralı biletin SLA süresi aşıldı. Bilet hâlâ açık; lütfen ilgilenin.`,
  },
  redAlarm: {
    subject: (ticketNo: number, breakdown: string) => `Kırmızı alarm: #${ticketNo} ${breakdown}`,
    intro: (ticketNo: number) =>
      `#${ticketNo} numaralı bilet kırmızı alarm tanımlı bir kırılımda açıldı; öncelikle ilgilenilmesi gerekiyor.`,
  },
  appreciation: {
    subject: (ticketNo: number, storeName: string) =>
      `Teşekkür bildirimi: ${storeName} (#${ticketNo})`,
    intro: (storeName: string) =>
      `Bir müşterimiz ${storeName} mağazası için teşekkürlerini iletti. Emeği geçen herkese teşekkür ederiz.`,
  },
  manual: {
    subject: (ticketNo: number) => `Bilet bildirimi: #${ticketNo}`,
    intro: (ticketNo: number) => `#${ticketNo} numaralı bilet hakkında bilgilendirme.`,
  },
} as const;

export const SMS_TEXTS = {
  closed: (name: string, ticketNo: number) =>
    `Sayın ${name}, #${ticketNo} numaralı talebiniz sonuçlandırılmıştır. Bizi tercih ettiğiniz için teşekkür ederiz.`,
  autoClosed: (name: string, ticketNo: number) =>
    `Sayın ${name}, #${ticketNo} numaralı talebiniz yanıtlanmış ve 48 saat içinde yeni bir geri dönüş olmadığı için kapatılmıştır. Bizi tercih ettiğiniz için teşekkür ederiz.`,
} as const;

/** The system activity the 48-hour auto-close writes on the ticket. */
export const AUTO_CLOSE_ACTIVITY_TEXT =
  'Bilet, Cevaplandı durumunda 48 saat boyunca yeni bir işlem yapılmadığı için sistem tarafından otomatik olarak kapatıldı.';
