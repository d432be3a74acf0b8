import { createContext, useContext, type ReactNode } from 'react';
import { appConfig } from '@/config/app-config';

/** SPEC §3: the signed-in user's rights (olr_user); filled by the sign-in issue. */
export type Permission = { loft_id: number; is_merchant: boolean; is_agent: boolean; is_active: boolean };
export type User = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  permissions: Permission[];
};

export type AuthState = { user: User | null; isAuthenticated: boolean; login: (returnTo?: string) => void; logout: () => void };

const RETURN_KEY = 'oneloft:return-to';

function login(returnTo = window.location.pathname) {
  sessionStorage.setItem(RETURN_KEY, returnTo);
  window.location.assign(appConfig.loginUrl);
}

const anonymous: AuthState = { user: null, isAuthenticated: false, login, logout: () => window.location.assign('/') };

const AuthContext = createContext<AuthState>(anonymous);

/** For now every visitor is anonymous; the sign-in issue supplies the real state here. */
export function AuthProvider({ children, value = anonymous }: { children: ReactNode; value?: AuthState }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
