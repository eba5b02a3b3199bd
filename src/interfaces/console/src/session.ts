// The signed-in API key, kept in sessionStorage only (gone when the tab closes), and who it is (GET /v1/me).
import { createContext, useContext } from 'react';
import type { Caller } from './api/api-types';

const STORAGE_KEY = 'echopilot.apiKey';

export const storedKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);
export const storeKey = (key: string): void => sessionStorage.setItem(STORAGE_KEY, key);
export const forgetKey = (): void => sessionStorage.removeItem(STORAGE_KEY);

export interface Session { key: string; caller: Caller; signOut(): void }

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in console');
  return session;
}

export const isStaff = (caller: Caller) => caller.role !== 'customer';
