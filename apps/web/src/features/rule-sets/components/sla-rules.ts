import { checkSla, type TUpdateRuleSetRequest } from '@ccms/contract/rule-sets';
import { messagesBeyondSaved } from '../../../lib/response-notice';

/** The set as the server holds it, which every panel save starts from. */
export type RuleSetSettings = {
  id: string;
  sla: number;
  isCaseClosed: boolean;
  isDeletedFromSLA: boolean;
};

export type SlaDecision =
  | { kind: 'save'; request: TUpdateRuleSetRequest }
  | { kind: 'refuse'; message: string; reload: boolean };

/**
<<<<<<< HEAD
 * 'Kaydet' of the panel's SLA (docs/domain.md §14.2 Rule set): an empty value is refused; a value
 * on a set with unlimited SLA is refused and the server's value comes back into the box.
=======
 * 'Kaydet' of the panel's SLA: the contract's rule (checkSla) decides; a value refused on a set
 * with unlimited SLA brings the server's value back into the box.
>>>>>>> wt-web
 */
export function decideSlaSave(
  value: number | null | undefined,
  current: RuleSetSettings,
): SlaDecision {
  const sla = checkSla(value, current.isDeletedFromSLA);
  if (!sla.ok) return { kind: 'refuse', message: sla.message, reload: sla.reason === 'unlimited' };
  return {
    kind: 'save',
    request: {
      id: current.id,
      sla: sla.sla,
      isCaseClosed: current.isCaseClosed,
      isDeletedFromSLA: current.isDeletedFromSLA,
    },
  };
}

export type RuleSetSwitch = 'isCaseClosed' | 'isDeletedFromSLA';

/** A switch's save: the rest as the server holds it; unlimited SLA on makes the SLA 0. */
export function switchUpdate(
  current: RuleSetSettings,
  field: RuleSetSwitch,
  checked: boolean,
): TUpdateRuleSetRequest {
  const next = { ...current, [field]: checked };
  return {
    id: current.id,
    sla: next.isDeletedFromSLA ? 0 : current.sla,
    isCaseClosed: next.isCaseClosed,
    isDeletedFromSLA: next.isDeletedFromSLA,
  };
}

const SWITCH_QUESTIONS: Record<RuleSetSwitch, Record<'on' | 'off', string>> = {
  isCaseClosed: {
    on: 'Otomatik kapanış açılsın mı? Bu kural setinin kırılımlarında açık tutulmayan biletler oluşturulurken kapatılır.',
    off: 'Otomatik kapanış kapatılsın mı? Yeni biletler açık oluşturulur.',
  },
  isDeletedFromSLA: {
    on: 'SLA süresi sınırsız olsun mu? SLA süresi 0 olur ve kırılımlarının açık biletlerinin SLA sayacı durur.',
    off: "SLA süresi sınırsız olmaktan çıkarılsın mı? Açık biletlerin SLA'sı kural setinin SLA süresiyle yeniden hesaplanır.",
  },
};

/** The confirmation a switch asks before it saves. */
export function switchQuestion(field: RuleSetSwitch, checked: boolean): string {
  return SWITCH_QUESTIONS[field][checked ? 'on' : 'off'];
}

/**
 * What to tell after a successful write besides 'Kayıt işlemi başarılı': the server's own
 * messages, or else how many open tickets it re-timed or moved (nothing when none).
 */
export function writtenMessages(
  answer: { messages: readonly string[]; data: { touchedTicketCount: number } | null },
  describe: (count: number) => string,
): string[] {
  const messages = messagesBeyondSaved(answer.messages);
  if (messages.length > 0) return messages;
  const touched = answer.data?.touchedTicketCount ?? 0;
  return touched > 0 ? [describe(touched)] : [];
}
