import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addComment, subscribeToComments } from '@/social/api/comments';
import { CommentSection } from './comment-section';

vi.mock('@/social/api/comments', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  addComment: vi.fn(),
  deleteComment: vi.fn(),
  subscribeToComments: vi.fn(),
}));
vi.mock('@/users/user-lookups', () => ({ fetchUsersByIds: vi.fn(async () => []) }));

const target = { kind: 'post', id: 'p1' } as const;

function renderFor(uid: string | null) {
  // No comments yet: the listener answers an empty list at once.
  vi.mocked(subscribeToComments).mockImplementation((_target, onNext) => {
    onNext([]);
    return () => {};
  });
  render(
    <MemoryRouter>
      <CommentSection target={target} uid={uid} />
    </MemoryRouter>,
  );
}

describe('CommentSection form', () => {
  afterEach(() => vi.mocked(addComment).mockReset());

  it('a visitor sees the sign-in text and cannot comment', () => {
    renderFor(null);
    expect(screen.getByPlaceholderText('Sign in to comment')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
  });

  it('refuses a text over 1000 characters without sending', async () => {
    renderFor('u1');
    const input = screen.getByLabelText('Add a comment');
    // The field's maxLength stops typing at 1000: without it, the refusal still holds.
    input.removeAttribute('maxlength');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comment must be 1000 characters or fewer');
    expect(addComment).not.toHaveBeenCalled();
  });

  it('adds the comment as the user and clears the field', async () => {
    vi.mocked(addComment).mockResolvedValue('c1');
    renderFor('u1');
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Tasty!');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(addComment).toHaveBeenCalledWith('u1', target, 'Tasty!');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure and keeps the text', async () => {
    vi.mocked(addComment).mockRejectedValue(new Error('Post not found'));
    renderFor('u1');
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Tasty!');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Tasty!');
  });
});
