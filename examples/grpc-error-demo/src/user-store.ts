import type { User } from './messages';

/** Users in memory, by id and by e-mail. */
export interface UserStore {
  hasId(id: string): boolean;
  hasEmail(email: string): boolean;
  add(user: User): void;
  nextId(): string;
}

/**
 * An in-memory user store. It starts with the users given.
 *
 * @example
 * ```ts
 * const users = createUserStore([{ id: 'u-1', email: 'ada@example.com', name: 'Ada' }]);
 * ```
 */
export function createUserStore(seed: readonly User[] = []): UserStore {
  const byId = new Map<string, User>();
  const emails = new Set<string>();
  let counter = 0;
  const store: UserStore = {
    hasId: (id) => byId.has(id),
    hasEmail: (email) => emails.has(email.toLowerCase()),
    add: (user) => {
      byId.set(user.id, user);
      emails.add(user.email.toLowerCase());
    },
    nextId: () => {
      do counter += 1;
      while (byId.has(`u-${counter}`));
      return `u-${counter}`;
    },
  };
  for (const user of seed) store.add(user);
  return store;
}

/** The users the demo server starts with. */
export const DEMO_USERS: readonly User[] = [{ id: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace' }];
