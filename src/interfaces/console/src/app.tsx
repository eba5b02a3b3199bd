// The console's frame: sign-in, navigation limited to the views the key's role may open, and the current view.
// A view the role may not open says so instead of rendering (the API refuses such a key anyway).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api/api-client';
import type { Caller } from './api/api-types';
import { href, useRoute, VIEWS, viewsFor, type ViewId } from './routes';
import { forgetKey, SessionContext, storedKey, storeKey, type Session } from './session';
import { ChatView } from './views/chat.view';
import { InboxView } from './views/inbox.view';
import { KnowledgeBaseView } from './views/kb.view';
import { OperationsView } from './views/ops.view';
import { SignInView } from './views/sign-in.view';
import { TicketsView } from './views/tickets.view';
import { TraceView } from './views/trace.view';

function renderView(view: ViewId, arg: string | null) {
  switch (view) {
    case 'chat': return <ChatView />;
    case 'inbox': return <InboxView selected={arg} />;
    case 'tickets': return <TicketsView selected={arg} />;
    case 'trace': return <TraceView threadId={arg} />;
    case 'kb': return <KnowledgeBaseView />;
    case 'ops': return <OperationsView />;
  }
}

export function App() {
  const queries = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [restoring, setRestoring] = useState(() => storedKey() !== null);
  const [notice, setNotice] = useState<string | undefined>();
  const route = useRoute();

  const signOut = useCallback(() => {
    forgetKey();
    queries.clear();
    setSession(null);
  }, [queries]);

  const signIn = useCallback((key: string, caller: Caller) => {
    storeKey(key);
    setSession({ key, caller, signOut });
  }, [signOut]);

  // A key kept from earlier in this tab is checked again before it is used.
  useEffect(() => {
    const key = storedKey();
    if (!key) return;
    apiRequest<Caller>(key, 'GET', '/v1/me')
      .then((caller) => signIn(key, caller))
      .catch(() => {
        forgetKey();
        setNotice('Your key is no longer accepted; sign in again.');
      })
      .finally(() => setRestoring(false));
  }, [signIn]);

  useEffect(() => {
    const known = VIEWS.find((v) => v.id === route.view);
    document.title = `${known ? `${known.label} · ` : ''}EchoPilot console`;
  }, [route.view]);

  if (restoring) return <main id="main"><p role="status">Signing in…</p></main>;
  if (!session) return <SignInView onSignedIn={signIn} {...(notice ? { notice } : {})} />;

  const allowed = viewsFor(session.caller.role);
  const requested = VIEWS.find((v) => v.id === route.view);
  const current = requested ?? allowed[0];

  return (
    <SessionContext.Provider value={session}>
      <a className="skip" href="#main">Skip to content</a>
      <header className="top">
        <p className="brand">EchoPilot</p>
        <nav aria-label="Views">
          <ul>
            {allowed.map((v) => (
              <li key={v.id}><a href={href(v.id)} aria-current={current?.id === v.id ? 'page' : undefined}>{v.label}</a></li>
            ))}
          </ul>
        </nav>
        <div className="who">
          <span>{session.caller.name} · {session.caller.role} · {session.caller.tenant}</span>
          <button type="button" className="link" onClick={signOut}>Sign out</button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {!current ? <p>No view is available for this key.</p>
          : !current.roles.includes(session.caller.role) ? (
            <section aria-labelledby="denied-title" className="denied">
              <h1 id="denied-title">{current.label}: not available for your key</h1>
              <p role="alert">This view is for {current.who}. You are signed in as <strong>{session.caller.name}</strong>, a {session.caller.role} key, so the server refuses its data (403).</p>
              {allowed[0] ? <p><a href={href(allowed[0].id)}>Go to {allowed[0].label}</a></p> : null}
            </section>
          ) : renderView(current.id, route.arg)}
      </main>
    </SessionContext.Provider>
  );
}
