// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSite } from '@meridian/shared/testing';

const readComments = vi.fn(() => Promise.resolve({ approved: [], mine: [] }));
vi.mock('./comments-data', () => ({ readComments, sendComment: vi.fn() }));

const { CommentsSection } = await import('./comments-section');

afterEach(() => {
  cleanup();
  readComments.mockClear();
});

describe('CommentsSection', () => {
  it('reads nothing until the reader asks, then shows what was read', async () => {
    renderInSite(<CommentsSection postId="p1" path="/blog/p1" />, { url: '/blog/p1' });
    expect(screen.getByText('Readers’ comments appear here once our editors approve them.')).toBeDefined();
    expect(readComments).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(await screen.findByText('No comments yet.')).toBeDefined();
    expect(readComments).toHaveBeenCalledWith('p1', null);
  });
});
