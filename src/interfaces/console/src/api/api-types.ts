// The HTTP API's JSON as the console reads it (snake_case, money in rupees next to exact paise); see /openapi.json.

export type Role = 'customer' | 'agent' | 'reviewer' | 'admin';

export interface Caller { name: string; tenant: string; role: Role; customer_id: string | null }

export interface Turn {
  thread_id: string; intent: string | null; claim_type: string | null; outcome: string; valid: boolean | null;
  amount: number; amount_paise: number; actions: string[]; reply: string; path: string[];
  waiting_for: 'customer' | 'review' | null; approval_id: string | null; latency_ms: number;
}

export interface NodeEvent { node: string; ms?: number; summary?: unknown }

export interface Conversation {
  thread_id: string; customer_id: string; status: string; claim_type: string | null; subject_id: string | null;
  last_outcome: string | null; summary: string; created_at: string; updated_at: string;
}

export interface Ticket {
  id: string; customer_id: string; thread_id: string; kind: string; status: TicketStatus; priority: string;
  subject: string; body: string; claim_type: string | null; created_at: string; updated_at: string;
}
export const TICKET_STATUSES = ['open', 'pending_approval', 'resolved', 'closed', 'rejected'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_KINDS = ['tracking', 'review', 'fallback', 'complaint', 'request'] as const;

export interface Incident {
  id: string; customer_id: string; thread_id: string; claim_type: string | null; outcome: string; valid: boolean | null;
  amount: number; amount_paise: number; summary: string; created_at: string;
}

export interface Credit { id: string; kind: string; amount: number; amount_paise: number; relates_to: string; created_at: string }

export interface ConversationDetail { conversation: Conversation; tickets: Ticket[]; credits: Credit[] }

export interface Decision { reviewer: string; decision: 'approve' | 'reject' | 'edit'; amount_paise: number | null; note: string; at: string }

export interface Approval {
  id: string; customer_id: string; thread_id: string; claim_type: string | null; status: string; amount: number; amount_paise: number;
  required_approvers: number; decisions: Decision[]; urgency?: string; created_at: string; updated_at: string;
}

export interface CaseRecord { id: string; kind: string; at: string | null; amount: number | null; description: string; roles: ('candidate' | 'cited' | 'claimed')[] }

export interface ApprovalCase {
  customer_words: string | null; issue: string | null; demand: string | null; support: string[];
  records: CaseRecord[]; claimed_record_id: string | null;
  findings: { code: string; text: string; record_ids: string[] }[];
  citations: { doc_id: string; section: string; passages: string[] }[];
  amount: number; amount_paise: number; formula: string | null;
  components: { kind: string; label: string; amount: number; formula: string; relates_to: string }[];
  confidence: number | null; why_review: string[]; urgency: string;
  four_eyes: { required_approvers: number; approved_by: string[]; still_needed: number; cannot_approve: string[] };
}

export interface DecisionResult { approval: Approval; turn: Turn | null }

export interface TraceNode { node: string; ms: number | null; summary: unknown }
export interface TraceTurn { at: string; actor: string; event: string; outcome: string | null; path: string[]; nodes: TraceNode[] }
export interface GraphShape { nodes: { id: string }[]; edges: { source: string; target: string; conditional: boolean }[] }
export interface Trace { thread_id: string; graph: GraphShape; turns: TraceTurn[] }

export interface Passage { doc_id: string; title: string; section: string; chunk_id: string; score: number; snippet: string; text: string }
export interface KbDocument { doc_id: string; title: string; source_path: string; visibility: string; chunk_count: number; updated_at: string }
export interface UploadResult { doc_id: string; status: string; chunks: number; title: string }

export interface OpsPoint {
  at: string; messages: number; outcomes: Record<string, number>; latency_ms_avg: number | null; latency_ms_max: number | null; fallbacks: number; errors: number;
}
export interface OpsMetrics { tenant: string; bucket_seconds: number; points: OpsPoint[]; recent_errors: { at: string; route: string; status: number; code: string; message: string }[] }

export interface Items<T> { items: T[] }
