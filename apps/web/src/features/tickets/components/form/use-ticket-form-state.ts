import { hasManagerProfile } from '@ccms/contract/permissions';
import type { TStoreLookupRow } from '@ccms/contract/reference';
import { surveyApplies } from '@ccms/contract/tickets-form/rules';
import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useRuleSet } from '../../../../lib/api/get-rule-set';
import { usePermissions } from '../../../../lib/permissions';
import { useCallWrapUp } from '../../api/form/get-call-wrap-up';
import { useCampaigns } from '../../api/form/get-campaigns';
import { useCategorySet } from '../../api/form/get-category-set';
import { useSubCategoriesOfCategory } from '../../api/form/get-sub-categories-of-category';
import { useTicketQuestions } from '../../api/form/get-ticket-questions';
import { LOOKUP_STALE_TIME } from '../../api/form/lookup-cache';
import { subCategoryWithoutRules } from './no-rules-notice';
import { syncSurveyAnswers } from './survey-answers';
import {
  type TicketFormLayout,
  type TicketFormState,
  ticketFormLayout,
} from './ticket-form-layout';
import type { TicketFormValues } from './ticket-form-values';

export type TicketFormModel = {
  state: TicketFormState;
  layout: TicketFormLayout;
  isManager: boolean;
  /** The breakdown's category set, rule set and survey are still loading (or failed). */
  isBreakdownPending: boolean;
  isBreakdownFailed: boolean;
  /** The chosen sub-category when its breakdown turned out to have no rules. */
  subCategoryWithoutRules: string | null;
};

/**
 * Everything the form derives from its values: the chosen sub-category, the breakdown's
 * category set and rule set, the survey questions, the chosen call result and campaign, and so
 * which fields show (docs/domain.md §11 Form behaviour).
 */
export function useTicketFormState(
  form: FormInstance<TicketFormValues>,
  store: TStoreLookupRow | null,
): TicketFormModel {
  const { has } = usePermissions();
  const isManager = hasManagerProfile(has);
  const watch = { form, preserve: true } as const;
  const typeId = Form.useWatch('ticketTypeId', watch) ?? null;
  const categoryId = Form.useWatch('ticketCategoryId', watch) ?? null;
  const subCategoryId = Form.useWatch('ticketSubCategoryId', watch) ?? null;
  const device = Form.useWatch('device', watch) ?? null;
  const isNotClosed = Form.useWatch('isNotClosed', watch) === true;
  const campaignId = Form.useWatch(['campaign', 'campaignId'], watch) ?? null;
  const callWrapUpId = Form.useWatch('callWrapUpId', watch) ?? null;

  const subCategories = useSubCategoriesOfCategory(
    typeId && categoryId ? { typeId, categoryId } : null,
    isManager,
  );
  const subCategory = subCategories.data?.find((option) => option.id === subCategoryId) ?? null;
  const categorySet = useCategorySet(subCategory?.categorySetId);
  const ruleSetId = categorySet.data?.ruleSetId ?? null;
  const ruleSet = useRuleSet(ruleSetId, { staleTime: LOOKUP_STALE_TIME });
  const hasSurvey = surveyApplies(categorySet.data);
  const questions = useTicketQuestions(hasSurvey);
  const callWrapUp = useCallWrapUp(callWrapUpId);

  const baseState: TicketFormState = {
    store,
    subCategory,
    categorySet: categorySet.data ?? null,
    ruleSet: ruleSet.data ?? null,
    questions: questions.data?.items ?? [],
    callWrapUp: callWrapUp.data ?? null,
    campaign: null,
  };
  const values = { device, isNotClosed, campaign: { campaignId } };
  const isCampaignShown = ticketFormLayout(values, baseState).campaign;
  const campaigns = useCampaigns(categorySet.data?.isOnlineShop === true, isCampaignShown);
  const campaign = campaigns.data?.items.find((row) => row.id === campaignId) ?? null;
  const state: TicketFormState = { ...baseState, campaign };

  const needed = [
    subCategory ? categorySet : null,
    ruleSetId ? ruleSet : null,
    hasSurvey ? questions : null,
  ].filter((query) => query !== null);
  const layout = ticketFormLayout(values, state);

  // The survey asks the current questions, keeping answers already given.
  const surveyQuestions = layout.survey ? state.questions : null;
  useEffect(() => {
    if (!surveyQuestions || surveyQuestions.length === 0) return;
    const answers = syncSurveyAnswers(surveyQuestions, form.getFieldValue('answers') ?? []);
    if (answers) form.setFieldValue('answers', answers);
  }, [surveyQuestions, form]);

  return {
    state,
    layout,
    isManager,
    isBreakdownPending: needed.some((query) => query.isPending),
    isBreakdownFailed: needed.some((query) => query.isError),
    subCategoryWithoutRules: subCategoryWithoutRules({
      subCategory,
      categorySet: categorySet.data ?? null,
      ruleSet: ruleSet.data ?? null,
    }),
  };
}
