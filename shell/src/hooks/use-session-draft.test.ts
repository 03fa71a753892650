// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionDraft } from './use-session-draft';

const EMPTY = { name: '', message: '' };

describe('useSessionDraft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps what was typed across a remount (a reload)', () => {
    const first = renderHook(() => useSessionDraft('draft', EMPTY));
    act(() => first.result.current[1]({ name: 'Asha', message: 'Hello' }));
    first.unmount();
    const second = renderHook(() => useSessionDraft('draft', EMPTY));
    expect(second.result.current[0]).toEqual({ name: 'Asha', message: 'Hello' });
  });

  it('forgets the draft once it is back to empty (sent)', () => {
    const hook = renderHook(() => useSessionDraft('draft', EMPTY));
    act(() => hook.result.current[1]({ name: 'Asha', message: '' }));
    expect(window.sessionStorage.getItem('draft')).not.toBeNull();
    act(() => hook.result.current[1](EMPTY));
    expect(window.sessionStorage.getItem('draft')).toBeNull();
  });

  it('ignores a corrupt draft', () => {
    window.sessionStorage.setItem('draft', '{not json');
    expect(renderHook(() => useSessionDraft('draft', EMPTY)).result.current[0]).toEqual(EMPTY);
  });
});
