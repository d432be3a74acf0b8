import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasSignInHint } from './sign-in/storage';
import type { User } from './sign-in/user';

/** `loading` while a stored session is restored; guards wait for it. */
export type AuthStatus = 'loading' | 'anonymous' | 'signedIn';

export type AuthState = {
  status: AuthStatus;
  user: User | null;
  isAuthenticated: boolean;
  /** False for a token from the address fragment (SPEC §4: it blocks logout). */
  canLogout: boolean;
  login: (returnTo?: string) => void;
  logout: () => void;
  register: () => void;
  openAccount: () => void;
  /** `/login/callback`: exchanges the code and returns the path to go back to. */
  completeLogin: (search: string) => Promise<string>;
};

// The sign-in code is its own chunk: anonymous visitors without a stored session never load it.
const loadSession = () => import('./sign-in/session');
const here = () => window.location.pathname + window.location.search;

const noop = () => undefined;
const anonymous: AuthState = {
  status: 'anonymous',
  user: null,
  isAuthenticated: false,
  canLogout: false,
  login: noop,
  logout: noop,
  register: noop,
  openAccount: noop,
  completeLogin: () => Promise.resolve('/'),
};

const AuthContext = createContext<AuthState>(anonymous);

type Current = { status: AuthStatus; user: User | null; fragment: boolean };

function LiveAuth({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current>(() => ({ status: hasSignInHint() ? 'loading' : 'anonymous', user: null, fragment: false }));

  // Restores a stored session once: the status is 'loading' only at start and never comes back to it.
  const loading = current.status === 'loading';
  useEffect(() => {
    if (!loading) return;
    void loadSession()
      .then((s) => s.start())
      .then((session) => setCurrent(session ? { status: 'signedIn', ...session } : { status: 'anonymous', user: null, fragment: false }));
  }, [loading]);

  // Stable functions: effects that call them (guards, the callback) run once.
  const actions = useMemo(
    () => ({
      login: (returnTo = here()) => void loadSession().then((s) => s.login(returnTo)),
      logout: () => void loadSession().then((s) => s.logout()),
      register: () => void loadSession().then((s) => s.register(here())),
      openAccount: () => void loadSession().then((s) => s.openAccountSettings(() => void s.reloadUser().then((user) => setCurrent((c) => ({ ...c, user }))))),
      completeLogin: async (search: string) => {
        const s = await loadSession();
        const { user, returnTo } = await s.completeLogin(search);
        setCurrent({ status: 'signedIn', user, fragment: false });
        return returnTo;
      },
    }),
    [],
  );

  const value = useMemo<AuthState>(
    () => ({
      ...actions,
      status: current.status,
      user: current.user,
      isAuthenticated: current.status === 'signedIn',
      canLogout: current.status === 'signedIn' && !current.fragment,
    }),
    [current, actions],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Resolves once a stored session is restored, so that API calls carry its token; at once when there is none. A route
 * loader whose answer depends on who asks (an auction lot's sale, "You lead") awaits it first: otherwise a reload
 * reads it as a visitor's, and that answer stays cached.
 */
export function sessionRestored(): Promise<void> {
  return hasSignInHint() ? loadSession().then(async (s) => void (await s.start())) : Promise.resolve();
}

/** The sign-in state of SPEC §4; `value` replaces it (tests). */
export function AuthProvider({ children, value }: { children: ReactNode; value?: AuthState }) {
  if (value) return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  return <LiveAuth>{children}</LiveAuth>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
