import { expect, test } from 'vitest';
import { commentProblem } from './comments';

test("a blank comment gets 'Comment cannot be empty'; a long one is refused; a normal one passes", () => {
  expect(commentProblem('')).toBe('Comment cannot be empty');
  expect(commentProblem('   ')).toBe('Comment cannot be empty');
  expect(commentProblem('x'.repeat(1001))).toMatch(/1000/);
  expect(commentProblem('  Nice!  ')).toBeNull();
});
