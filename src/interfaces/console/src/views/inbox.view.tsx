// Reviewer inbox: pending approvals, most urgent then oldest first; the selected one's case file (the customer's
// words, the report, the records with the claimed one highlighted among the candidates, findings with the policy
// passages they cite, the amount and its formula, the confidence, why it came to a person, the four-eyes state) and
// approve / reject / edit with a reason. Keyboard: j/k move, a approve, r reject, e edit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiRequest, describeError } from '../api/api-client';
import type { Approval, ApprovalCase, DecisionResult } from '../api/api-types';
import { Badge, ErrorNote, Loading, outcomeTone } from '../components/status';
import { age, dateTime, label, rupees } from '../format';
import { href } from '../routes';
import { useSession } from '../session';

type DecisionKind = 'approve' | 'reject' | 'edit';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function CaseFile({ approval, file }: { approval: Approval; file: ApprovalCase }) {
  const claimed = file.claimed_record_id;
  return (
    <>
      <section aria-labelledby="words-title">
        <h3 id="words-title">The customer's words</h3>
        <blockquote>{file.customer_words ?? 'Not kept in the audit trail.'}</blockquote>
        <p className="muted small">Personal data is masked.</p>
      </section>
      <section aria-labelledby="report-title">
        <h3 id="report-title">Report</h3>
        <dl className="facts column">
          <div><dt>Issue</dt><dd>{file.issue ?? '—'}</dd></div>
          <div><dt>Asks for</dt><dd>{file.demand ?? '—'}</dd></div>
          {file.support.length > 0 ? <div><dt>From the message</dt><dd>{file.support.join('; ')}</dd></div> : null}
        </dl>
      </section>
      <section aria-labelledby="records-title">
        <h3 id="records-title">Records</h3>
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Records used">
          <table>
            <thead><tr><th scope="col">Record</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">What</th><th scope="col">Role</th></tr></thead>
            <tbody>
              {file.records.map((r) => (
                <tr key={r.id} className={r.id === claimed ? 'claimed' : undefined} aria-current={r.id === claimed ? 'true' : undefined}>
                  <th scope="row">{r.id}{r.id === claimed ? <> <Badge tone="info">claimed</Badge></> : null}</th>
                  <td>{dateTime(r.at)}</td>
                  <td>{rupees(r.amount)}</td>
                  <td>{r.description}</td>
                  <td>{r.roles.filter((x) => x !== 'claimed').join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="findings-title">
        <h3 id="findings-title">Findings</h3>
        <ul className="findings">{file.findings.map((f, i) => <li key={i}>{f.text} <span className="muted small">({f.record_ids.join(', ')})</span></li>)}</ul>
        {file.citations.map((c) => (
          <details key={`${c.doc_id}#${c.section}`} open>
            <summary>Policy: {c.doc_id} § {c.section}</summary>
            {c.passages.length > 0 ? c.passages.map((p, i) => <blockquote key={i} className="passage">{p}</blockquote>) : <p className="muted">The passage text was not kept with the report.</p>}
          </details>
        ))}
      </section>
      <section aria-labelledby="amount-title">
        <h3 id="amount-title">Amount</h3>
        <p className="amount">{rupees(file.amount)}</p>
        {file.formula ? <p>Formula: <code>{file.formula}</code></p> : null}
        {file.components.length > 0 ? <ul className="plain">{file.components.map((c, i) => <li key={i}>{c.label}: {rupees(c.amount)} <span className="muted">({c.formula})</span></li>)}</ul> : null}
        <p>Verifier confidence: <strong>{file.confidence === null ? '—' : `${Math.round(file.confidence * 100)}%`}</strong></p>
      </section>
      <section aria-labelledby="why-title">
        <h3 id="why-title">Why a person decides</h3>
        <ul>{file.why_review.map((r, i) => <li key={i}>{r}</li>)}</ul>
      </section>
      <p><a href={href('trace', approval.thread_id)}>Open the conversation trace</a></p>
    </>
  );
}

function FourEyes({ file }: { file: ApprovalCase }) {
  const fe = file.four_eyes;
  return (
    <section aria-labelledby="four-eyes-title" className="four-eyes">
      <h3 id="four-eyes-title">Approvals</h3>
      <p>Needs {fe.required_approvers} approval{fe.required_approvers === 1 ? '' : 's'} from different reviewers.{' '}
        {fe.approved_by.length > 0 ? <>Approved by <strong>{fe.approved_by.join(', ')}</strong>. </> : 'No approval yet. '}
        {fe.still_needed > 0 ? <strong>{fe.still_needed} more needed.</strong> : null}
      </p>
      {fe.cannot_approve.length > 0 ? <p className="muted small">Cannot approve: {fe.cannot_approve.join(', ')} (raised it or already decided).</p> : null}
    </section>
  );
}

function DecisionForm({ approval, file }: { approval: Approval; file: ApprovalCase }) {
  const { key, caller } = useSession();
  const queries = useQueryClient();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const decide = useMutation({
    mutationFn: (body: { decision: DecisionKind; note?: string; amount_rupees?: number }) => apiRequest<DecisionResult>(key, 'POST', `/v1/approvals/${approval.id}/decision`, body),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['approvals'] });
      void queries.invalidateQueries({ queryKey: ['approval', approval.id] });
    },
  });
  const blocked = file.four_eyes.cannot_approve.includes(caller.name);

  const submit = (kind: DecisionKind) => {
    setProblem(null);
    if (kind !== 'approve' && note.trim() === '') {
      setProblem(`Write a reason to ${kind === 'reject' ? 'reject' : 'change the amount'}.`);
      noteInput.current?.focus();
      return;
    }
    let amountRupees: number | undefined;
    if (kind === 'edit') {
      amountRupees = Number(amount.replace(/[,₹\s]/g, ''));
      if (!amount.trim() || !Number.isFinite(amountRupees) || amountRupees <= 0) {
        setProblem('Enter the amount to approve instead, in rupees (for example 2500 or 2,500.50).');
        amountInput.current?.focus();
        return;
      }
    }
    decide.mutate({ decision: kind, ...(note.trim() ? { note: note.trim() } : {}), ...(amountRupees !== undefined ? { amount_rupees: amountRupees } : {}) });
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || decide.isPending || approval.status !== 'pending') return;
      if (e.key === 'a' && !blocked) { e.preventDefault(); submit('approve'); }
      if (e.key === 'r' && !blocked) { e.preventDefault(); submit('reject'); }
      if (e.key === 'e' && !blocked) { e.preventDefault(); amountInput.current?.focus(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const result = decide.data;
  const pending = approval.status === 'pending';
  return (
    <section aria-labelledby="decide-title" className="decide">
      <h3 id="decide-title">Decision</h3>
      {!pending && !result ? <p className="note">Decided: this approval is {label(approval.status)}.</p> : null}
      {pending && blocked && !result ? <p className="note" role="status">You ({caller.name}) cannot approve this one: you raised it or already decided it. A different reviewer must decide.</p> : null}
      {pending ? <form onSubmit={(e: FormEvent) => { e.preventDefault(); submit(amount.trim() ? 'edit' : 'approve'); }}>
        <label htmlFor="decision-note">Reason (required to reject or edit)</label>
        <textarea id="decision-note" ref={noteInput} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        <label htmlFor="decision-amount">Approve a lower amount instead (₹, for edit)</label>
        <input id="decision-amount" ref={amountInput} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={String(file.amount)} />
        <div className="buttons">
          <button type="button" onClick={() => submit('approve')} disabled={blocked || decide.isPending} aria-keyshortcuts="a">Approve {rupees(file.amount)}</button>
          <button type="button" className="secondary" onClick={() => submit('edit')} disabled={blocked || decide.isPending} aria-keyshortcuts="e">Approve edited amount</button>
          <button type="button" className="danger" onClick={() => submit('reject')} disabled={blocked || decide.isPending} aria-keyshortcuts="r">Reject</button>
        </div>
      </form> : null}
      {problem ? <p className="note error" role="alert">{problem}</p> : null}
      {decide.isError ? <p className="note error" role="alert">Not recorded: {describeError(decide.error)}</p> : null}
      {result ? (
        <p className="note ok" role="status">
          Recorded: {result.approval.status === 'pending' ? `your decision is in; ${Math.max(0, result.approval.required_approvers - result.approval.decisions.filter((d) => d.decision !== 'reject').length)} more approval needed from a different reviewer.` : `approval ${label(result.approval.status)}.`}
          {result.turn ? <> The conversation resumed: <Badge tone={outcomeTone(result.turn.outcome)}>{label(result.turn.outcome)}</Badge> {rupees(result.turn.amount)}.</> : null}
        </p>
      ) : null}
    </section>
  );
}

function ApprovalDetail({ id }: { id: string }) {
  const { key } = useSession();
  const detail = useQuery({ queryKey: ['approval', id], queryFn: () => apiRequest<{ approval: Approval; case: ApprovalCase }>(key, 'GET', `/v1/approvals/${encodeURIComponent(id)}`) });
  if (detail.isPending) return <Loading what="the case" />;
  if (detail.isError) return <ErrorNote error={detail.error} title="Could not open the case" />;
  const { approval, case: file } = detail.data;
  return (
    <article aria-labelledby="case-title" className="case">
      <h2 id="case-title">{approval.id}: {label(approval.claim_type)} for {approval.customer_id}</h2>
      <p><Badge tone={file.urgency === 'high' ? 'bad' : 'neutral'}>{file.urgency} urgency</Badge> <Badge tone={outcomeTone(approval.status)}>{approval.status}</Badge> raised {dateTime(approval.created_at)}</p>
      <FourEyes file={file} />
      <DecisionForm key={approval.id} approval={approval} file={file} />
      <CaseFile approval={approval} file={file} />
    </article>
  );
}

export function InboxView({ selected }: { selected: string | null }) {
  const { key } = useSession();
  const inbox = useQuery({ queryKey: ['approvals', 'pending'], queryFn: () => apiRequest<{ items: Approval[] }>(key, 'GET', '/v1/approvals?status=pending&sort=urgency'), refetchInterval: 10_000 });
  const items = inbox.data?.items ?? [];
  const current = selected ?? items[0]?.id ?? null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || items.length === 0) return;
      const index = items.findIndex((a) => a.id === current);
      const move = e.key === 'j' ? 1 : e.key === 'k' ? -1 : 0;
      if (move === 0) return;
      e.preventDefault();
      const next = items[Math.min(items.length - 1, Math.max(0, index + move))];
      if (next) window.location.hash = href('inbox', next.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, current]);

  return (
    <div className="split inbox">
      <section aria-labelledby="inbox-title" className="panel list">
        <h1 id="inbox-title">Reviewer inbox</h1>
        <p className="muted small">Most urgent first, then oldest. Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> approve, <kbd>r</kbd> reject, <kbd>e</kbd> edit the amount.</p>
        {inbox.isPending ? <Loading what="the inbox" /> : inbox.isError ? <ErrorNote error={inbox.error} /> : items.length === 0 ? <p>Nothing waits for a decision.</p> : (
          <ul className="approvals">
            {items.map((a) => (
              <li key={a.id}>
                <a href={href('inbox', a.id)} aria-current={a.id === current ? 'true' : undefined}>
                  <span className="row"><strong>{label(a.claim_type)}</strong> <span>{rupees(a.amount)}</span></span>
                  <span className="row small"><span>{a.customer_id} · {age(a.created_at)}</span> <Badge tone={a.urgency === 'high' ? 'bad' : 'neutral'}>{a.urgency ?? 'medium'}</Badge></span>
                  <span className="small">{a.decisions.length}/{a.required_approvers} approvals</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel detail" aria-label="Selected approval">
        {current ? <ApprovalDetail key={current} id={current} /> : <p className="muted">Select an approval.</p>}
      </section>
    </div>
  );
}
