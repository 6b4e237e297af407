import { NOTIFY_SECONDS } from '@ccms/contract/constants';
import { TICKET_FORM_MESSAGES } from '@ccms/contract/tickets-form/messages';
import { App, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { notify } from '../../../../lib/notify';
import type { TicketFormValues } from './ticket-form-values';

/** The chosen sub-category and what was loaded for it (null while not chosen or loading). */
type Breakdown = {
  subCategory: { id: string; categorySetId: string } | null;
  categorySet: { id: string; ruleSetId: string | null } | null;
  ruleSet: { id: string; rules: readonly unknown[] } | null;
};

/**
 * The chosen sub-category whose breakdown has no rules (docs/domain.md §11 No rules): its set
 * has no rule set, or the rule set has no active rule. Null while nothing is chosen, while the
 * set or its rule set loads, or when there are rules.
 */
export function subCategoryWithoutRules(breakdown: Breakdown): string | null {
  const { subCategory, categorySet, ruleSet } = breakdown;
  if (!subCategory || !categorySet || categorySet.id !== subCategory.categorySetId) return null;
  if (categorySet.ruleSetId === null) return subCategory.id;
  if (!ruleSet || ruleSet.id !== categorySet.ruleSetId) return null;
  return ruleSet.rules.length === 0 ? subCategory.id : null;
}

/**
 * 'Bu kategorilere ait kural bulunamadı.' as a red notice for 10 s, once per sub-category the
 * user chooses (the one a dialog opens with is not a choice).
 */
export function useNoRulesNotice(without: string | null): void {
  const { notification } = App.useApp();
  const form = Form.useFormInstance<TicketFormValues>();
  const notified = useRef<string | null>(form.getFieldValue('ticketSubCategoryId') ?? null);
  useEffect(() => {
    if (!without || notified.current === without) return;
    notified.current = without;
    notify(notification, 'error', {
      title: TICKET_FORM_MESSAGES.noRulesForBreakdown,
      duration: NOTIFY_SECONDS.failure,
    });
  }, [without, notification]);
}
