import { expect, test } from 'vitest';
import { commentProblem } from './comments';

test("a blank comment gets 'Comment cannot be empty'; a long one is refused; a normal one passes", () => {
  expect(commentProblem('')?.key).toBe('social:comments.errors.empty');
  expect(commentProblem('   ')?.key).toBe('social:comments.errors.empty');
  expect(commentProblem('x'.repeat(1001))).toMatchObject({
    key: 'social:comments.errors.tooLong',
    params: { max: 1000 },
  });
  expect(commentProblem('  Nice!  ')).toBeNull();
});
