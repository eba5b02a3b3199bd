// Customer chat: send a message, watch the graph's progress one step per node (from the SSE stream), answer a
// clarification question inline, see amounts and ticket references; beside it, the customer's own requests with
// their tickets, statuses and credits. Staff (agents) chat on behalf of a customer they name.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest, describeError, queryString } from '../api/api-client';
import type { Conversation, ConversationDetail, NodeEvent, Turn } from '../api/api-types';
import { streamMessage } from '../api/message-stream';
import { Badge, ErrorNote, Loading, outcomeTone } from '../components/status';
import { dateTime, label, rupees } from '../format';
import { isStaff, useSession } from '../session';

interface ChatEntry { id: number; from: 'you' | 'echopilot'; text: string; turn?: Turn }

const TICKET_REF = /\bTKT-[A-Z0-9]+\b/g;

/** What each graph node does, in a customer's words (the node's name stays visible for staff). */
const STEP_TEXT: Record<string, string> = {
  intake: 'Reading your message', gather: 'Understanding your request', report: 'Writing up the claim',
  verify: 'Checking your records', tools: 'Looking up records', clarify: 'Asking you a question', decide: 'Applying the policy',
  approve: 'Waiting for a reviewer', act: 'Recording the outcome', respond: 'Writing the reply',
};

function ReplyText({ text }: { text: string }) {
  // Ticket references stand out so a customer can quote them.
  const parts = text.split(TICKET_REF);
  const refs = text.match(TICKET_REF) ?? [];
  return <p className="reply">{parts.map((part, i) => <span key={i}>{part}{refs[i] ? <strong className="ticket-ref">{refs[i]}</strong> : null}</span>)}</p>;
}

function TurnFacts({ turn }: { turn: Turn }) {
  return (
    <dl className="facts">
      <div><dt>Outcome</dt><dd><Badge tone={outcomeTone(turn.outcome)}>{label(turn.outcome)}</Badge></dd></div>
      {turn.amount_paise > 0 ? <div><dt>{turn.outcome === 'needs_approval' ? 'Proposed amount' : 'Amount'}</dt><dd>{rupees(turn.amount)}</dd></div> : null}
      {turn.claim_type ? <div><dt>Claim</dt><dd>{label(turn.claim_type)}</dd></div> : null}
      {turn.waiting_for === 'review' ? <div><dt>Status</dt><dd>waiting for a reviewer</dd></div> : null}
    </dl>
  );
}

function RequestDetail({ threadId }: { threadId: string }) {
  const { key } = useSession();
  const detail = useQuery({ queryKey: ['conversation', threadId], queryFn: () => apiRequest<ConversationDetail>(key, 'GET', `/v1/conversations/${encodeURIComponent(threadId)}`), refetchInterval: 5_000 });
  if (detail.isPending) return <Loading what="the request" />;
  if (detail.isError) return <ErrorNote error={detail.error} />;
  const { tickets, credits } = detail.data;
  return (
    <div className="request-detail">
      {tickets.length > 0 ? (
        <ul className="plain">{tickets.map((t) => <li key={t.id}><strong className="ticket-ref">{t.id}</strong> {t.subject} <Badge tone={outcomeTone(t.status)}>{label(t.status)}</Badge></li>)}</ul>
      ) : <p className="muted">No ticket.</p>}
      {credits.length > 0 ? (
        <ul className="plain credits">{credits.map((c) => <li key={c.id}>{label(c.kind)} of <strong>{rupees(c.amount)}</strong> credited {dateTime(c.created_at)}</li>)}</ul>
      ) : null}
    </div>
  );
}

function MyRequests({ customerId }: { customerId: string | null }) {
  const { key, caller } = useSession();
  const staff = isStaff(caller);
  const list = useQuery({
    queryKey: ['conversations', customerId],
    queryFn: () => apiRequest<{ items: Conversation[] }>(key, 'GET', `/v1/conversations${queryString({ customer_id: staff ? (customerId ?? undefined) : undefined })}`),
    enabled: !staff || Boolean(customerId),
    refetchInterval: 5_000,
  });
  return (
    <section aria-labelledby="requests-title" className="panel">
      <h2 id="requests-title">{staff ? 'This customer\'s requests' : 'My requests'}</h2>
      {staff && !customerId ? <p className="muted">Name a customer to see their requests.</p>
        : list.isPending ? <Loading what="requests" />
        : list.isError ? <ErrorNote error={list.error} />
        : list.data.items.length === 0 ? <p className="muted">No requests yet.</p>
        : (
          <ul className="requests">
            {list.data.items.map((c) => (
              <li key={c.thread_id}>
                <p><Badge tone={outcomeTone(c.last_outcome)}>{label(c.last_outcome ?? c.status)}</Badge> {c.summary || label(c.claim_type)}</p>
                <p className="muted small">Updated {dateTime(c.updated_at)}</p>
                <RequestDetail threadId={c.thread_id} />
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

export function ChatView() {
  const { key, caller } = useSession();
  const queries = useQueryClient();
  const staff = isStaff(caller);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [text, setText] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [steps, setSteps] = useState<NodeEvent[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [waiting, setWaiting] = useState<Turn | null>(null);
  const nextId = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message) {
      setError(new Error('Write a message first.'));
      return;
    }
    setBusy(true);
    setError(null);
    setSteps([]);
    setEntries((list) => [...list, { id: nextId.current++, from: 'you', text: message }]);
    setText('');
    try {
      const turn = await streamMessage(key, {
        text: message,
        ...(waiting ? { thread_id: waiting.thread_id } : {}),
        ...(staff ? { customer_id: customerId.trim() } : {}),
      }, { onNode: (step) => setSteps((list) => [...list, step]) });
      setEntries((list) => [...list, { id: nextId.current++, from: 'echopilot', text: turn.reply, turn }]);
      setWaiting(turn.waiting_for === 'customer' ? turn : null);
      void queries.invalidateQueries({ queryKey: ['conversations'] });
      void queries.invalidateQueries({ queryKey: ['conversation', turn.thread_id] });
    } catch (err) {
      setError(err);
      setText(message);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <div className="split">
      <section aria-labelledby="chat-title" className="panel chat">
        <h1 id="chat-title">{staff ? 'Chat on behalf of a customer' : 'Chat with EchoPilot'}</h1>
        <ol className="messages" aria-label="Conversation">
          {entries.length === 0 ? <li className="muted">Tell us what happened, for example “The ATM took ₹5,000 but gave no cash”.</li> : null}
          {entries.map((entry) => (
            <li key={entry.id} className={`message ${entry.from}`}>
              <p className="from">{entry.from === 'you' ? (staff ? 'Customer' : 'You') : 'EchoPilot'}</p>
              {entry.from === 'echopilot' ? <ReplyText text={entry.text} /> : <p className="reply">{entry.text}</p>}
              {entry.turn ? <TurnFacts turn={entry.turn} /> : null}
            </li>
          ))}
        </ol>
        <div className="progress-steps" aria-live="polite">
          {busy || steps.length > 0 ? (
            <>
              <h2 className="small-heading">{busy ? 'Working on it' : 'Steps of the last message'}</h2>
              <ol className="steps" aria-label="Progress">
                {steps.map((s, i) => <li key={i}>{STEP_TEXT[s.node] ?? label(s.node)}{staff ? <span className="muted"> ({s.node})</span> : null}{s.ms !== undefined ? <span className="muted"> · {Math.round(s.ms)} ms</span> : null}</li>)}
                {busy ? <li className="muted">…</li> : null}
              </ol>
            </>
          ) : null}
        </div>
        {error ? <p className="note error" role="alert">Not sent: {describeError(error)}</p> : null}
        <form onSubmit={(e) => void send(e)} className="composer">
          {staff ? (
            <>
              <label htmlFor="chat-customer">Customer ID</label>
              <input id="chat-customer" value={customerId} onChange={(e) => setCustomerId(e.target.value)} required placeholder="e.g. C1001" />
            </>
          ) : null}
          <label htmlFor="chat-text">{waiting ? 'Your answer to the question above' : 'Your message'}</label>
          <textarea id="chat-text" ref={input} rows={3} maxLength={8000} value={text} onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit(); }} />
          <p className="muted small">Ctrl+Enter sends.</p>
          <button type="submit" disabled={busy}>{busy ? 'Sending…' : waiting ? 'Send answer' : 'Send'}</button>
        </form>
      </section>
      <MyRequests customerId={staff ? (customerId.trim() || null) : caller.customer_id} />
    </div>
  );
}
