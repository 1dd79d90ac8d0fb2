import { ComingSoon } from '@/components/ui/coming-soon';

/** Conversation: placeholder until its issue lands (the route already points here). */
export function ConversationPage() {
  return <ComingSoon title="Conversation" />;
}
