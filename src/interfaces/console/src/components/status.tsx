// Small shared pieces: an error note that says what to do, a loading line, and a badge.
import type { ReactNode } from 'react';
import { describeError } from '../api/api-client';

export function ErrorNote({ error, title = 'Something went wrong' }: { error: unknown; title?: string }) {
  return (
    <div className="note error" role="alert">
      <strong>{title}:</strong> {describeError(error)}
    </div>
  );
}

export const Loading = ({ what }: { what: string }) => <p className="muted" role="status">Loading {what}…</p>;

export const Badge = ({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info' }) => (
  <span className={`badge ${tone}`}>{children}</span>
);

export function outcomeTone(outcome: string | null | undefined): 'neutral' | 'good' | 'warn' | 'bad' | 'info' {
  switch (outcome) {
    case 'resolved': case 'answered': return 'good';
    case 'needs_approval': case 'clarification': case 'pending_approval': case 'open': return 'warn';
    case 'rejected': case 'escalated': return 'bad';
    default: return 'neutral';
  }
}
