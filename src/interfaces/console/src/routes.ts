// The console's views, who may open each, and hash routing (#/inbox/APR-1 → view "inbox", argument "APR-1").
import { useEffect, useState } from 'react';
import type { Role } from './api/api-types';

export type ViewId = 'chat' | 'inbox' | 'tickets' | 'trace' | 'kb' | 'ops';

export interface ViewSpec { id: ViewId; label: string; roles: readonly Role[]; who: string }

export const VIEWS: readonly ViewSpec[] = [
  { id: 'chat', label: 'Chat', roles: ['customer', 'agent'], who: 'customers and agents' },
  { id: 'inbox', label: 'Reviewer inbox', roles: ['reviewer', 'admin'], who: 'reviewers and admins' },
  { id: 'tickets', label: 'Tickets & incidents', roles: ['agent', 'reviewer', 'admin'], who: 'staff' },
  { id: 'trace', label: 'Conversation trace', roles: ['agent', 'reviewer', 'admin'], who: 'staff' },
  { id: 'kb', label: 'Knowledge base', roles: ['customer', 'agent', 'reviewer', 'admin'], who: 'everyone' },
  { id: 'ops', label: 'Operations', roles: ['admin'], who: 'admins' },
];

export const viewsFor = (role: Role) => VIEWS.filter((v) => v.roles.includes(role));

export interface Route { view: string; arg: string | null }

export function parseHash(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/');
  const view = parts[0] ?? '';
  const rest = parts.slice(1).join('/');
  return { view, arg: rest ? decodeURIComponent(rest) : null };
}

export const href = (view: ViewId, arg?: string) => `#/${view}${arg ? `/${encodeURIComponent(arg)}` : ''}`;

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
