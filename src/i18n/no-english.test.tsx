// The check the Italian screen tests share (tests/support/no-english.ts) finds the English it looks for,
// wherever a person meets it, and nothing else.
import { i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { englishLeft, expectNoEnglish } from '../../tests/support/no-english';

/** A screen made of catalogue texts, in `language`, beside a diner's own words. */
function show(language: Language) {
  const feed = i18n.getFixedT(language, 'feed');
  const account = i18n.getFixedT(language, 'account');
  document.body.innerHTML = `
    <h1>${feed('title')}</h1>
    <form aria-label="${feed('composer.label')}">
      <textarea placeholder="${feed('composer.placeholder')}"></textarea>
      <button>${feed('composer.submit')}</button>
    </form>
    <article aria-label="${feed('post.label', { name: 'ana' })}">
      <p>Best pasta ever, no posts yet like this one</p>
      <img src="p.jpg" alt="${feed('post.photo', { name: 'ana' })}">
      <span title="${feed('post.pendingHint')}">${feed('post.pending')}</span>
    </article>
    <p id="empty">${feed('posts.empty')}</p>
    <p><span>♥ 3</span><span aria-hidden="true"> · ${feed('posts.emptyHint')}</span></p>
    <section id="dialog"><p>${account('deleteDialog.deleted')}</p></section>
  `;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the check for English left on screen', () => {
  it('finds English texts, labels, values put in, sentences split over elements, texts among marks', () => {
    show('en');
    expect(englishLeft(['feed', 'account'])).toEqual([
      expect.stringMatching(/^account:deleteDialog\.deleted = Deleted: your profile/),
      'feed:composer.label = New post',
      'feed:composer.placeholder = Share a dining experience...',
      'feed:posts.empty = No posts yet',
      'feed:posts.emptyHint = Share your latest dining experience.',
      'feed:post.label = Post by {{name}}',
      'feed:post.photo = Photo shared by {{name}}',
      'feed:post.pending = Pending',
      'feed:post.pendingHint = Waiting to be sent: it goes out when the connection returns',
    ]);
    expect(() => expectNoEnglish(['feed'], document.getElementById('empty')!)).toThrow(
      /English left on screen \(feed\)[\s\S]*feed:posts\.empty = No posts yet/,
    );
  });

  it('looks only at the namespaces and the part of the page it is given', () => {
    show('en');
    expect(englishLeft(['account'], document.getElementById('empty')!)).toEqual([]);
    expect(englishLeft(['feed'], document.getElementById('dialog')!)).toEqual([]);
  });

  it('passes the Italian screen: words Italian says the same way ("Feed", "Post") and diners’ words are no English', () => {
    show('it');
    expect(document.querySelector('h1')).toHaveTextContent('Feed');
    expect(document.querySelector('button')).toHaveTextContent('Pubblica');
    document.querySelector('button')!.textContent = 'Post';
    expectNoEnglish(['feed', 'account']);
  });
});
