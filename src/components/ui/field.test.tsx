import { render, screen } from '@testing-library/react';
import { Field } from './field';
import { Input, Select, TextArea } from './input';

test('a Field labels its control and describes it by its hint, then its error', () => {
  render(
    <Field label="Bio" hint="3/200" hintIsCounter error="Too long">
      <TextArea defaultValue="abc" />
    </Field>,
  );
  const bio = screen.getByLabelText('Bio');
  expect(bio.tagName).toBe('TEXTAREA');
  expect(bio).toHaveAttribute('aria-invalid', 'true');
  expect(bio).toHaveAccessibleDescription('3/200 Too long');
  expect(screen.getByText('3/200')).toHaveAttribute('aria-live', 'polite');
});

test("a control's own description and invalid mark come after or over the Field's", () => {
  render(
    <>
      <p id="balance">100 Silver Points</p>
      <Field label="Amount" id="amount" error="Amount must be greater than 0">
        <Input aria-describedby="balance" />
      </Field>
      <Field label="Total">
        <Input aria-invalid={false} />
      </Field>
    </>,
  );
  const amount = screen.getByLabelText('Amount');
  expect(amount).toHaveAttribute('id', 'amount');
  expect(amount).toHaveAccessibleDescription('Amount must be greater than 0 100 Silver Points');
  expect(screen.getByLabelText('Total')).toHaveAttribute('aria-invalid', 'false');
});

test('without a hint or an error the control is neither described nor invalid; a hidden label still names it', () => {
  render(
    <Field label="Add a comment" hideLabel>
      <Input placeholder="Add a comment..." />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Add a comment' });
  expect(input).not.toHaveAttribute('aria-describedby');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('Add a comment')).toHaveClass('sr-only');
});

test('a Select in a Field is labelled and marked invalid like the text controls', () => {
  render(
    <Field label="Price range" error="Price range is required">
      <Select defaultValue="$$">
        <option value="$$">$$</option>
      </Select>
    </Field>,
  );
  const select = screen.getByRole('combobox', { name: 'Price range' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Price range is required');
});
