// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RISK_QUESTIONNAIRE, type StoredRiskVersion } from '@meridian/shared/onboarding';
import { renderInSite } from '@meridian/shared/testing';
import { RiskStep } from './risk-step';

const data = vi.hoisted(() => ({
  latestRiskVersion: vi.fn<(uid: string) => Promise<StoredRiskVersion | null>>(),
  saveRiskAnswers: vi.fn<(uid: string, answers: Record<string, string>) => Promise<void>>(),
  acceptRiskVersion: vi.fn<(uid: string, id: string) => Promise<void>>(),
}));
vi.mock('../../data/risk-profile', () => data);

const ALL_THREE = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '3']));
const version = (change: Partial<StoredRiskVersion> = {}): StoredRiskVersion => ({
  id: 'v1',
  questionnaireVersion: RISK_QUESTIONNAIRE.version,
  answers: ALL_THREE,
  createdAt: Date.parse('2026-11-29T06:00:00Z'),
  acceptedAt: null,
  ...change,
});

async function show() {
  renderInSite(<RiskStep uid="u1" />, { url: '/dashboard' });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

/** Chooses, for each question, its option of `points`. */
function answerAll(points: string, except: string[] = []) {
  for (const question of RISK_QUESTIONNAIRE.questions) {
    if (except.includes(question.id)) continue;
    fireEvent.click(document.getElementById(`risk-${question.id}-${points}`) as HTMLElement);
  }
}

describe('RiskStep', () => {
  beforeEach(() => {
    for (const mock of Object.values(data)) mock.mockReset();
  });
  afterEach(cleanup);

  it('asks the questions; one left unanswered is named beside it, focused, and nothing is saved', async () => {
    data.latestRiskVersion.mockResolvedValue(null);
    await show();
    expect(screen.getAllByRole('group')).toHaveLength(RISK_QUESTIONNAIRE.questions.length);
    answerAll('2', ['loss']);
    fireEvent.click(screen.getByRole('button', { name: 'Show my risk profile' }));
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(1);
    expect(document.activeElement?.id).toBe('risk-loss-1');
    expect(data.saveRiskAnswers).not.toHaveBeenCalled();
    // What was chosen stays.
    expect((document.getElementById('risk-age-2') as HTMLInputElement).checked).toBe(true);
  });

  it('saves complete answers as a version, then shows the profile in words, to accept', async () => {
    data.latestRiskVersion.mockResolvedValueOnce(null).mockResolvedValue(version());
    data.saveRiskAnswers.mockResolvedValue();
    data.acceptRiskVersion.mockResolvedValue();
    await show();
    answerAll('3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show my risk profile' }));
    });
    expect(data.saveRiskAnswers).toHaveBeenCalledWith('u1', ALL_THREE);
    await waitFor(() => expect(document.querySelector('[data-risk-profile]')).toBeTruthy());
    expect(screen.getByText(/Your risk profile is moderately aggressive\./)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'I accept this risk profile' }));
    });
    expect(data.acceptRiskVersion).toHaveBeenCalledWith('u1', 'v1');
  });

  it('shows an accepted profile with its date, questionnaire and review a year on; answering again starts from it', async () => {
    data.latestRiskVersion.mockResolvedValue(version({ acceptedAt: Date.parse('2026-11-29T06:00:00Z') }));
    await show();
    expect(document.querySelector('[data-accepted="yes"]')).toBeTruthy();
    expect(screen.getByText(/questionnaire of 2026-11-29/)).toBeTruthy();
    expect(screen.getByText(/We review it with you by 29 Nov 2027/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Answer again' }));
    expect((document.getElementById('risk-fall-3') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep my earlier answers' })).toBeTruthy();
  });

  it('keeps the answers chosen when saving fails, and says so', async () => {
    data.latestRiskVersion.mockResolvedValue(null);
    data.saveRiskAnswers.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await show();
    answerAll('1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show my risk profile' }));
    });
    expect(screen.getByText(/Your answers were not saved\./)).toBeTruthy();
    expect((document.getElementById('risk-range-1') as HTMLInputElement).checked).toBe(true);
  });
});
