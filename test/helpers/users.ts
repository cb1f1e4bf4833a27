/** Users the test identity provider knows besides the local ones; all have the password "password". */
export const TEST_USERS = Array.from({ length: 200 }, (_, i) => `user${String(i + 1).padStart(2, '0')}@test.example`);

let next = 0;

/** A user no other test in this process has signed in as, so their first request is truly first. */
export function freshUser(): string {
  const user = TEST_USERS[next++];
  if (!user) throw new Error('out of test users: add more to TEST_USERS');
  return user;
}
