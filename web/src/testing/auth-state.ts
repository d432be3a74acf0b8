import { vi } from 'vitest';
import type { AuthState } from '@/lib/auth';
import type { User } from '@/lib/sign-in/user';

/** The sign-in state a test renders with: signed in as user, anonymous for null; over replaces any part. */
export function authState(user: User | null, over: Partial<AuthState> = {}): AuthState {
  return {
    status: user ? 'signedIn' : 'anonymous',
    user,
    isAuthenticated: !!user,
    canLogout: !!user,
    login: vi.fn(),
    logout: vi.fn(),
    register: vi.fn(),
    openAccount: vi.fn(),
    completeLogin: vi.fn(),
    ...over,
  };
}
