// Display helpers: Indian rupees with lakh grouping, dates and times, labels from snake_case codes.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const rupees = (amount: number | null | undefined) => (amount === null || amount === undefined ? '—' : inr.format(amount));

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

export const label = (code: string | null | undefined) => (code ? code.replace(/_/g, ' ') : '—');

/** How long ago, in words ("3 min ago", "2 h ago", "4 days ago"). */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** Splits a search snippet on its `**match**` markers: odd parts are the matches. */
export const snippetParts = (snippet: string) => snippet.split('**');
