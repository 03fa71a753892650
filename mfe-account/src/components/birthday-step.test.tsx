// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import { BirthdayStep, type BirthdayAnswer } from './birthday-step';

// jsdom draws a <dialog> but has no showModal: open it as the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

describe("Google's date-of-birth step", () => {
  it.each<[string, boolean, BirthdayAnswer]>([
    ['read in English', false, { kind: 'adult', dateOfBirth: '1990-05-01', noticeLanguage: 'en' }],
    ['opened in Hindi', true, { kind: 'adult', dateOfBirth: '1990-05-01', noticeLanguage: 'hi' }],
  ])('answers an adult with the language the sign-up notice was %s', (_case, hindi, expected) => {
    const onAnswer = vi.fn();
    renderInSite(<BirthdayStep name="Asha" onAnswer={onAnswer} />);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-01' } });
    if (hindi) fireEvent.click(screen.getByRole('link', { name: 'यह सूचना हिन्दी में' }));
    fireEvent.submit(screen.getByLabelText('Date of birth').closest('form') as HTMLFormElement);
    expect(onAnswer).toHaveBeenCalledWith(expected);
  });
});
