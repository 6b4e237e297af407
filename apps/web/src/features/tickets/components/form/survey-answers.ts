import type { SurveyAnswerValue } from './ticket-form-values';

/**
 * The survey answers for the questions now asked, in their order, keeping what was already
 * answered; null when the form holds exactly these already (nothing to set).
 */
export function syncSurveyAnswers(
  questions: readonly { id: string; description: string }[],
  answers: readonly SurveyAnswerValue[],
): SurveyAnswerValue[] | null {
  const same =
    questions.length === answers.length &&
    questions.every((question, index) => answers[index]?.id === question.id);
  if (same) return null;
  const previous = new Map(answers.map((answer) => [answer.id, answer]));
  return questions.map((question) => ({
    id: question.id,
    description: question.description,
    state: previous.get(question.id)?.state ?? null,
    ivrDescription: previous.get(question.id)?.ivrDescription ?? '',
  }));
}
