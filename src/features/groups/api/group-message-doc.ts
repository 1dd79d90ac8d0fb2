// eliteGroups/{groupId}/messages/{autoId}: the one shape of a group chat message, written by
// send-group-message.ts and seeded from here by scripts and tests (decision 0036).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';

/** Text (trimmed) and/or an image URL, in the member's own name. */
export function newGroupMessage(groupId: string, uid: string, content: string, image: string): DocumentData {
  return { groupId, userId: uid, content, image, createdAt: serverTimestamp() };
}
