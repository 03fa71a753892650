// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';
import type { DeclarationRow } from '../../data/declarations';
import { DeclarationsView } from './declarations-view';

const listDeclarations = vi.hoisted(() => vi.fn<() => Promise<DeclarationRow[]>>());
vi.mock('../../data/declarations', () => ({ listDeclarations, DECLARATION_READ_LIMIT: 300 }));

const ROWS: DeclarationRow[] = [
  { uid: 'u1', name: 'Asha Rao', email: 'asha@example.in', joinedAt: 0, declared: null },
  {
    uid: 'u2',
    name: 'Vikram Shah',
    email: 'vikram@example.in',
    joinedAt: 0,
    declared: { at: Date.parse('2026-11-29T06:00:00Z'), pan: '••••••234F' },
  },
];

async function show() {
  renderInSite(<DeclarationsView />, { url: '/admin/clients?view=declarations', path: '/admin/*' });
  await act(async () => {});
}

describe('the declarations view', () => {
  afterEach(cleanup);

  it('lists the clients who have not declared; all of them, on asking, with the PAN masked', async () => {
    listDeclarations.mockResolvedValue(ROWS);
    await show();
    const shown = () =>
      [...document.querySelectorAll('tr[data-declaration]')].map((row) => row.getAttribute('data-declaration'));
    expect(shown()).toEqual(['asha@example.in']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Only those who have not declared/ }));
    expect(shown()).toEqual(['asha@example.in', 'vikram@example.in']);
    expect(screen.getByText(/PAN ••••••234F/)).toBeTruthy();
  });

  it('says when every client has declared', async () => {
    listDeclarations.mockResolvedValue(ROWS.slice(1));
    await show();
    expect(screen.getByText('Every client has made their declaration.')).toBeTruthy();
  });
});
