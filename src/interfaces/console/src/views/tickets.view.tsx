// Tickets and incidents (staff): filter by status, kind and customer; open a ticket to read it, change its status
// with a note (kept in the audit trail), and go to the conversation it came from.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, describeError, queryString } from '../api/api-client';
import { TICKET_KINDS, TICKET_STATUSES, type Incident, type Ticket, type TicketStatus } from '../api/api-types';
import { Badge, ErrorNote, Loading, outcomeTone } from '../components/status';
import { dateTime, label, rupees } from '../format';
import { href } from '../routes';
import { useSession } from '../session';

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const { key } = useSession();
  const queries = useQueryClient();
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [note, setNote] = useState('');
  const change = useMutation({
    mutationFn: () => apiRequest<Ticket>(key, 'POST', `/v1/tickets/${encodeURIComponent(ticket.id)}/status`, { status, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['tickets'] }),
  });
  return (
    <article className="panel" aria-labelledby="ticket-title">
      <h2 id="ticket-title">{ticket.id}: {ticket.subject}</h2>
      <p><Badge tone={outcomeTone(ticket.status)}>{label(ticket.status)}</Badge> {label(ticket.kind)} · {ticket.priority} priority · customer {ticket.customer_id} · opened {dateTime(ticket.created_at)}</p>
      <pre className="ticket-body">{ticket.body}</pre>
      <p>Conversation: <a href={href('trace', ticket.thread_id)}>{ticket.thread_id}</a></p>
      <form onSubmit={(e) => { e.preventDefault(); change.mutate(); }} className="stack">
        <label htmlFor="ticket-status">Status</label>
        <select id="ticket-status" value={status} onChange={(e) => setStatus(e.target.value as TicketStatus)}>
          {TICKET_STATUSES.map((s) => <option key={s} value={s}>{label(s)}</option>)}
        </select>
        <label htmlFor="ticket-note">Note for the audit trail</label>
        <textarea id="ticket-note" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="submit" disabled={change.isPending || status === ticket.status}>Change status</button>
      </form>
      {change.isError ? <p className="note error" role="alert">Not changed: {describeError(change.error)}</p> : null}
      {change.isSuccess ? <p className="note ok" role="status">Status is now {label(change.data.status)}.</p> : null}
    </article>
  );
}

export function TicketsView({ selected }: { selected: string | null }) {
  const { key } = useSession();
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [customer, setCustomer] = useState('');
  const filter = { status: status || undefined, kind: kind || undefined, customer_id: customer.trim() || undefined };
  const tickets = useQuery({ queryKey: ['tickets', filter], queryFn: () => apiRequest<{ items: Ticket[] }>(key, 'GET', `/v1/tickets${queryString(filter)}`) });
  const incidents = useQuery({ queryKey: ['incidents', filter.customer_id], queryFn: () => apiRequest<{ items: Incident[] }>(key, 'GET', `/v1/incidents${queryString({ customer_id: filter.customer_id })}`) });
  const open = tickets.data?.items.find((t) => t.id === selected) ?? null;
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title">Tickets &amp; incidents</h1>
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter tickets">
        <div><label htmlFor="filter-status">Status</label>
          <select id="filter-status" value={status} onChange={(e) => setStatus(e.target.value)}><option value="">any</option>{TICKET_STATUSES.map((s) => <option key={s} value={s}>{label(s)}</option>)}</select></div>
        <div><label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" value={kind} onChange={(e) => setKind(e.target.value)}><option value="">any</option>{TICKET_KINDS.map((s) => <option key={s} value={s}>{label(s)}</option>)}</select></div>
        <div><label htmlFor="filter-customer">Customer ID</label>
          <input id="filter-customer" value={customer} onChange={(e) => setCustomer(e.target.value)} placeholder="any" /></div>
      </form>
      {open ? <TicketDetail key={open.id} ticket={open} /> : null}
      <h2>Tickets</h2>
      {tickets.isPending ? <Loading what="tickets" /> : tickets.isError ? <ErrorNote error={tickets.error} /> : tickets.data.items.length === 0 ? <p>No ticket matches.</p> : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Tickets">
          <table>
            <thead><tr><th scope="col">Ticket</th><th scope="col">Status</th><th scope="col">Kind</th><th scope="col">Customer</th><th scope="col">Subject</th><th scope="col">Updated</th></tr></thead>
            <tbody>{tickets.data.items.map((t) => (
              <tr key={t.id} aria-current={t.id === selected ? 'true' : undefined}>
                <th scope="row"><a href={href('tickets', t.id)}>{t.id}</a></th>
                <td><Badge tone={outcomeTone(t.status)}>{label(t.status)}</Badge></td><td>{label(t.kind)}</td><td>{t.customer_id}</td><td>{t.subject}</td><td>{dateTime(t.updated_at)}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      <h2>Incidents</h2>
      {incidents.isPending ? <Loading what="incidents" /> : incidents.isError ? <ErrorNote error={incidents.error} /> : incidents.data.items.length === 0 ? <p>No incident.</p> : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Incidents">
          <table>
            <thead><tr><th scope="col">Incident</th><th scope="col">Outcome</th><th scope="col">Amount</th><th scope="col">Customer</th><th scope="col">Summary</th><th scope="col">Conversation</th></tr></thead>
            <tbody>{incidents.data.items.map((i) => (
              <tr key={i.id}><th scope="row">{i.id}</th><td><Badge tone={outcomeTone(i.outcome)}>{label(i.outcome)}</Badge></td><td>{rupees(i.amount)}</td><td>{i.customer_id}</td><td>{i.summary}</td><td><a href={href('trace', i.thread_id)}>trace</a></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
