// Stub (issue 21, block and report): the real count and the list with Unblock come here.

/** The number of users the signed-in user blocks. */
export function BlockedUsersCount() {
  return <>0</>;
}

/** The blocked users, each with Unblock. */
export function BlockedUsersSection() {
  return null;
}
