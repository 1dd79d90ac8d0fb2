import type { DeletionStep } from '../deletion-step';

// Stub: the steps that delete the user's own content (likes, comments, posts, follows, notifications,
// groups, messages' sender), each moving the counters others see in the same write.
export const CONTENT_STEPS: DeletionStep[] = [];
