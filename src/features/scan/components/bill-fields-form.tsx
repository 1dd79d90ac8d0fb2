import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequiredBillField } from '../model/bill';
import type { BillDraft, DraftProblems } from '../model/bill-draft';

interface BillFieldsFormProps {
  draft: BillDraft;
  problems: DraftProblems | null;
  disabled?: boolean;
  onChange: (draft: BillDraft) => void;
}

/** The total is free text (a decimal point or comma, as the person types it: parseMoney reads both). */
const FIELDS: ReadonlyArray<{
  field: RequiredBillField;
  label: 'card.restaurant' | 'card.address' | 'card.totalInput' | 'card.date';
  type: 'text' | 'date';
  inputMode?: 'decimal';
  autoComplete?: string;
}> = [
  { field: 'restaurantName', label: 'card.restaurant', type: 'text', autoComplete: 'organization' },
  { field: 'address', label: 'card.address', type: 'text', autoComplete: 'street-address' },
  { field: 'totalAmount', label: 'card.totalInput', type: 'text', inputMode: 'decimal' },
  { field: 'date', label: 'card.date', type: 'date' },
];

/**
 * The bill's fields as inputs, each labelled; a field at fault is marked invalid and described by its
 * spec message. The messages (one per problem, however many fields share it) are announced politely.
 */
export function BillFieldsForm({ draft, problems, disabled = false, onChange }: BillFieldsFormProps) {
  const { t } = useTranslation('scan');
  const id = useId();
  const messages = [...new Set(Object.values(problems ?? {}))];
  const messageId = (message: string) => `${id}-problem-${messages.indexOf(message)}`;
  return (
    <div className="mt-3 flex flex-col gap-3">
      {FIELDS.map(({ field, label, type, inputMode, autoComplete }) => {
        const problem = problems?.[field];
        return (
          <Field key={field} id={`${id}-${field}`} label={t(label)}>
            <Input
              size="md"
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              value={draft[field]}
              disabled={disabled}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId(problem) : undefined}
              onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
            />
          </Field>
        );
      })}
      <div role="status" className="empty:hidden">
        {messages.map((message) => (
          <p
            key={message}
            id={messageId(message)}
            className="text-sm font-medium text-red-700 dark:text-red-300"
          >
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
