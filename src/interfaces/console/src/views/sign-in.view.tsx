// Sign in with an API key: checked against GET /v1/me, then kept in sessionStorage for this tab only.
import { useState, type FormEvent } from 'react';
import { apiRequest, describeError } from '../api/api-client';
import type { Caller } from '../api/api-types';

export function SignInView({ onSignedIn, notice }: { onSignedIn(key: string, caller: Caller): void; notice?: string }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const caller = await apiRequest<Caller>(key.trim(), 'GET', '/v1/me');
      onSignedIn(key.trim(), caller);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="sign-in">
      <h1>EchoPilot console</h1>
      <p>Sign in with your API key. It stays in this browser tab only and is forgotten when you close it.</p>
      {notice ? <p className="note" role="status">{notice}</p> : null}
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="api-key">API key</label>
        <input id="api-key" name="api-key" type="password" autoComplete="off" required minLength={16} value={key} onChange={(e) => setKey(e.target.value)} aria-describedby={error ? 'sign-in-error' : undefined} />
        <button type="submit" disabled={busy}>{busy ? 'Checking…' : 'Sign in'}</button>
      </form>
      {error ? <p id="sign-in-error" className="note error" role="alert">Could not sign in: {error}</p> : null}
    </main>
  );
}
