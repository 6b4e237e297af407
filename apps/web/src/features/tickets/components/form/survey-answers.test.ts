import { describe, expect, it } from 'vitest';
import { syncSurveyAnswers } from './survey-answers';

const questions = [
  { id: 'q1', description: 'IVR anketine yönlendirildi mi?' },
  { id: 'q2', description: 'Daha önce aradı mı?' },
];

describe('syncSurveyAnswers', () => {
  it('asks every question, unanswered, in order', () => {
    expect(syncSurveyAnswers(questions, [])).toEqual([
      { id: 'q1', description: questions[0].description, state: null, ivrDescription: '' },
      { id: 'q2', description: questions[1].description, state: null, ivrDescription: '' },
    ]);
  });

  it('keeps the answers already given', () => {
    const synced = syncSurveyAnswers(questions, [
      { id: 'q2', description: 'x', state: false },
      { id: 'gone', description: 'y', state: true },
    ]);
    expect(synced?.map((answer) => [answer.id, answer.state])).toEqual([
      ['q1', null],
      ['q2', false],
    ]);
  });

  it('sets nothing when the form already holds these questions', () => {
    const answers = [
      { id: 'q1', description: 'a', state: true, ivrDescription: 'Yönlendirildi' },
      { id: 'q2', description: 'b', state: null },
    ];
    expect(syncSurveyAnswers(questions, answers)).toBeNull();
  });
});
