// The social pieces in Italian (decision 0033): likes, comments, the … menu with Block and Report, and
// the blocked users on /privacy, with real plurals and nothing left in English.
import { t } from 'i18next';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { addComment, subscribeToComments, type Comment } from '@/social/api/comments';
import { blockedByThem } from '@/social/block-message';
import { blockAwareMessage } from '@/social/block-message';
import { expectNoEnglish } from '../../../tests/support/no-english';
import { setAuth, testUser } from '../../../tests/support/render';
import { CommentSection } from './comment-section';
import { CommentsToggle } from './comments-toggle';
import { ItemMenu } from './item-menu';
import { LikeButton } from './like-button';

vi.mock('@/social/api/comments', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  addComment: vi.fn(),
  deleteComment: vi.fn(),
  subscribeToComments: vi.fn(),
}));
vi.mock('@/users/user-lookups', () => ({
  fetchUsersByIds: vi.fn(async (ids: string[]) =>
    ids.filter((id) => id !== 'ghost').map((id) => toUserRecord(id, { username: `user-${id}` })),
  ),
}));
// One blocked user; unblocking tells the listener, as Firestore would.
const blocks = vi.hoisted(() => ({ tell: (_blocked: { userId: string; blockedAt: null }[]) => {} }));
vi.mock('@/social/api/blocks', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  subscribeToBlocks: (_uid: string, onNext: typeof blocks.tell) => {
    blocks.tell = onNext;
    onNext([{ userId: 'u9', blockedAt: null }]);
    return () => {};
  },
  unblockUser: vi.fn(async () => blocks.tell([])),
}));

const NAMESPACES = ['social', 'common'] as const;

function comments(list: Comment[]) {
  vi.mocked(subscribeToComments).mockImplementation((_target, onNext) => {
    onNext(list);
    return () => {};
  });
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the social pieces in Italian', () => {
  it('likes: the sign-in text and the count’s plural in the button’s name', () => {
    const { rerender } = render(<LikeButton count={1} liked={false} signedIn={false} onToggle={() => {}} />);
    const visitor = screen.getByRole('button', { name: 'Accedi per mettere Mi piace (1 Mi piace)' });
    expect(visitor).toHaveTextContent('Accedi per mettere Mi piace');
    expect(visitor).toHaveAttribute('title', 'Accedi per mettere Mi piace');
    rerender(<LikeButton count={2} liked signedIn onToggle={() => {}} what="bill" />);
    expect(
      screen.getByRole('button', { name: 'Togli Mi piace da questo scontrino (2 Mi piace)' }),
    ).toBeVisible();
    rerender(<LikeButton count={1234} liked={false} signedIn onToggle={() => {}} what="user" />);
    expect(
      screen.getByRole('button', { name: 'Metti Mi piace a questo utente (1.234 Mi piace)' }),
    ).toHaveTextContent('1.234');
    expectNoEnglish(NAMESPACES);
  });

  it('comments: 1 commento, 2 commenti', () => {
    const { rerender } = render(<CommentsToggle count={1} open={false} onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: '1 commento' })).toBeVisible();
    rerender(<CommentsToggle count={2} open={false} onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: '2 commenti' })).toBeVisible();
  });

  it('comments: the empty state, the form, its refusal and a failure in Italian', async () => {
    comments([]);
    setAuth(testUser({ uid: 'me' }));
    vi.mocked(addComment).mockRejectedValue(new Error(t('social:comments.errors.postNotFound')));
    render(
      <MemoryRouter>
        <CommentSection target={{ kind: 'post', id: 'p1' }} uid="me" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Commenti' })).toBeInTheDocument();
    expect(screen.getByText('Ancora nessun commento. Scrivi tu il primo!')).toBeVisible();
    const field = screen.getByLabelText('Aggiungi un commento');
    expect(field).toHaveAttribute('placeholder', 'Aggiungi un commento...');
    field.removeAttribute('maxlength');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Commenta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Il commento può avere al massimo 1000 caratteri');
    await userEvent.clear(field);
    await userEvent.type(field, 'Buonissimo!');
    await userEvent.click(screen.getByRole('button', { name: 'Commenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Post non trovato');
    expectNoEnglish(NAMESPACES);
  });

  it('comments: an unknown author, the time, and the … menu’s block dialog', async () => {
    comments([
      { id: 'c1', userId: 'ghost', content: 'Ciao', createdAt: new Date(Date.now() - 2 * 3600_000) },
    ]);
    setAuth(testUser({ uid: 'me' }));
    render(
      <MemoryRouter>
        <CommentSection target={{ kind: 'bill', id: 'b1' }} uid="me" />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Elenco dei commenti' });
    expect(await within(list).findByText('Utente sconosciuto')).toBeVisible();
    expect(within(list).getByText('2 ore fa')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Altre azioni per questo commento' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Blocca utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloccare questo utente?' });
    expect(dialog).toHaveTextContent('Non potrà seguirti');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Blocca' })).toBeVisible();
    expectNoEnglish(NAMESPACES);
  });

  it('a visitor’s comment form says to sign in', () => {
    comments([]);
    render(
      <MemoryRouter>
        <CommentSection target={{ kind: 'post', id: 'p1' }} uid={null} />
      </MemoryRouter>,
    );
    expect(screen.getByPlaceholderText('Accedi per commentare')).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('the report dialog and its reasons in Italian', async () => {
    render(
      <ItemMenu
        uid="me"
        what="post"
        authorName="bob"
        report={{ kind: 'post', itemId: 'p1', reportedUserId: 'bob' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Altre azioni per questo post' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Segnala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segnala post' });
    const reasons = within(dialog).getByRole('group', { name: 'Perché lo stai segnalando?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    expect(within(reasons).getByLabelText('Molestie o bullismo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dettagli (facoltativo)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invia segnalazione' })).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('makes its messages in the language of the moment', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    expect(blockAwareMessage(denied, 'x')).toBe('Non puoi farlo: questo utente ti ha bloccato.');
    expect(t('social:block.errors.self')).toBe('Non puoi bloccare te stesso');
    expect(t('social:like.errors.failed')).toBe('Impossibile aggiornare il Mi piace. Riprova.');
    expect(t('social:report.errors.already')).toBe('Hai già segnalato questo contenuto.');
    expect(t('social:comments.errors.deleteAlert')).toBe('Impossibile eliminare il commento. Riprova.');
    await act(() => i18n.changeLanguage('en'));
    expect(blockedByThem()).toBe("You can't do this: this user has blocked you.");
    expect(t('social:comments.none')).toBe('No comments yet. Be the first to comment!');
  });
});
