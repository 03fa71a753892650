import { describe, expect, it } from 'vitest';
import { explainChangeFailure } from './change-failure';

const coded = (code: string) => Object.assign(new Error('from the server'), { code });

describe('explainChangeFailure', () => {
  it.each<[string, unknown, string]>([
    [
      'our own check',
      new Error('Only a superadmin can change a superadmin.'),
      'Only a superadmin can change a superadmin.',
    ],
    [
      'the rules’ refusal',
      coded('permission-denied'),
      'It was refused: someone may have changed it meanwhile, or your role no longer allows it. Reload the page, then try again.',
    ],
    [
      'no connection',
      coded('unavailable'),
      'We could not reach our server. Please check your connection and try again.',
    ],
    ['anything else', 'a string', 'Something went wrong on our side. Please try again, or call us.'],
  ])('%s', (_label, error, words) => {
    expect(explainChangeFailure(error)).toBe(words);
  });
});
