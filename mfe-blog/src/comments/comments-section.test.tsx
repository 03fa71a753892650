// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers, renderInSite } from '@meridian/shared/testing';
import type { CommentOutcome } from './comment-view';

const readComments = vi.fn(() => Promise.resolve({ approved: [], mine: [] }));
const sendComment = vi.fn<(postId: string, text: string) => Promise<CommentOutcome>>();
vi.mock('./comments-data', () => ({ readComments, sendComment }));

const { CommentsSection } = await import('./comments-section');

afterEach(() => {
  cleanup();
  readComments.mockClear();
  sendComment.mockReset();
  sessionStorage.clear();
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

  it('keeps what was typed when the endpoint limits the reader, and says so in the public forms’ words', async () => {
    const limited =
      'We have received several messages from you in a short time. Please try again in 40 minutes. Everything you typed is still here.';
    sendComment.mockResolvedValue({ kind: 'limited', message: limited, retryAfterSeconds: 2400 });
    renderInSite(<CommentsSection postId="p1" path="/blog/p1" />, { url: '/blog/p1', user: demoUsers.user });
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    const field = await screen.findByLabelText('Your comment');
    fireEvent.change(field, { target: { value: 'A sixth comment within the hour.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect((await screen.findByText(limited)).id).toBe('comment-text-error');
    expect(sendComment).toHaveBeenCalledWith('p1', 'A sixth comment within the hour.');
    expect(field).toHaveProperty('value', 'A sixth comment within the hour.');
  });
});
