// A Jira Cloud REST v3 fake on 127.0.0.1 for tests: the endpoints the tracker uses (create, search by JQL label,
// comment, transitions), checking the Basic auth header and every body (ADF shape, labels, issue type, priority).
import { JsonHttpFake, type FakeReply, type FakeRequest } from './json-http.fake.js';

export interface FakeIssue {
  key: string;
  fields: { summary: string; issuetype: { name: string }; labels: string[]; priority: { name: string }; description: unknown };
  status: string;
  comments: unknown[];
}

const STATUSES = [{ id: '11', name: 'To Do' }, { id: '21', name: 'In Progress' }, { id: '31', name: 'In Review' }, { id: '41', name: 'Done' }];
const ISSUE_TYPES = new Set(['Bug', 'Task', 'Story']);
const PRIORITIES = new Set(['Highest', 'High', 'Medium', 'Low', 'Lowest']);
const BLOCKS = new Set(['paragraph', 'heading', 'bulletList']);

/** Why an ADF node is invalid, or null: the subset of the ADF schema the tracker writes. */
export function adfProblem(node: unknown, path = 'doc'): string | null {
  const n = node as { type?: unknown; version?: unknown; content?: unknown; text?: unknown; attrs?: { level?: unknown } } | null;
  if (typeof n !== 'object' || n === null) return `${path}: not an object`;
  const children = (allowed: (t: string) => boolean): string | null => {
    if (!Array.isArray(n.content) || n.content.length === 0) return `${path}: content must be a non-empty array`;
    for (const [i, child] of n.content.entries()) {
      const type = (child as { type?: unknown }).type;
      if (typeof type !== 'string' || !allowed(type)) return `${path}.content[${i}]: ${String(type)} not allowed here`;
      const problem = adfProblem(child, `${path}.content[${i}]`);
      if (problem) return problem;
    }
    return null;
  };
  switch (n.type) {
    case 'doc': return n.version === 1 ? children((t) => BLOCKS.has(t)) : `${path}: version must be 1`;
    case 'paragraph': return children((t) => t === 'text');
    case 'heading': return typeof n.attrs?.level === 'number' && n.attrs.level >= 1 && n.attrs.level <= 6 ? children((t) => t === 'text') : `${path}: heading needs attrs.level 1..6`;
    case 'bulletList': return children((t) => t === 'listItem');
    case 'listItem': return children((t) => BLOCKS.has(t));
    case 'text': return typeof n.text === 'string' && n.text.length > 0 ? null : `${path}: text must be a non-empty string`;
    default: return `${path}: unknown node type ${String(n.type)}`;
  }
}

export class JiraFake extends JsonHttpFake {
  readonly issues = new Map<string, FakeIssue>();

  constructor(readonly email: string, readonly token: string, readonly project: string) {
    super((request) => this.route(request));
  }

  private route(r: FakeRequest): FakeReply {
    if (r.headers.authorization !== `Basic ${Buffer.from(`${this.email}:${this.token}`).toString('base64')}`) {
      return { status: 401, json: { errorMessages: ['Client must be authenticated to access this resource.'] } };
    }
    const body = r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
    if (r.method === 'POST' && r.path === '/rest/api/3/issue') return this.create(body);
    if (r.method === 'GET' && r.path === '/rest/api/3/search/jql') return this.search(r.query.get('jql') ?? '');
    const match = /^\/rest\/api\/3\/issue\/([A-Z]+-\d+)\/(comment|transitions)$/.exec(r.path);
    const issue = match ? this.issues.get(match[1] ?? '') : undefined;
    if (!match || !issue) return { status: 404, json: { errorMessages: [`no route or issue: ${r.method} ${r.path}`] } };
    if (match[2] === 'comment' && r.method === 'POST') {
      const problem = adfProblem(body.body);
      if (problem) return bad(`comment body: ${problem}`);
      issue.comments.push(body.body);
      return { status: 201, json: { id: String(issue.comments.length) } };
    }
    if (match[2] === 'transitions' && r.method === 'GET') {
      return { status: 200, json: { transitions: STATUSES.filter((s) => s.name !== issue.status).map((s) => ({ id: s.id, name: `Move to ${s.name}`, to: { name: s.name } })) } };
    }
    if (match[2] === 'transitions' && r.method === 'POST') {
      const target = STATUSES.find((s) => s.id === (body.transition as { id?: unknown } | undefined)?.id);
      if (!target || target.name === issue.status) return bad('transition is not valid from this status');
      issue.status = target.name;
      return { status: 204 };
    }
    return { status: 405, json: { errorMessages: ['method not allowed'] } };
  }

  private create(body: Record<string, unknown>): FakeReply {
    const f = body.fields as Record<string, { key?: unknown; name?: unknown } | unknown> | undefined;
    if (!f) return bad('fields is required');
    const project = (f.project as { key?: unknown } | undefined)?.key;
    if (project !== this.project) return bad(`project: ${String(project)} does not exist`);
    const type = (f.issuetype as { name?: unknown } | undefined)?.name;
    if (typeof type !== 'string' || !ISSUE_TYPES.has(type)) return bad(`issuetype: ${String(type)} is not valid`);
    if (typeof f.summary !== 'string' || f.summary === '' || f.summary.length > 255) return bad('summary: must be 1..255 characters');
    const problem = adfProblem(f.description);
    if (problem) return bad(`description: ${problem}`);
    const labels = f.labels;
    if (!Array.isArray(labels) || labels.some((l) => typeof l !== 'string' || /\s/.test(l) || l === '')) return bad('labels: must be strings without spaces');
    const priority = (f.priority as { name?: unknown } | undefined)?.name;
    if (typeof priority !== 'string' || !PRIORITIES.has(priority)) return bad(`priority: ${String(priority)} is not valid`);
    const key = `${this.project}-${this.issues.size + 1}`;
    this.issues.set(key, {
      key, status: 'To Do', comments: [],
      fields: { summary: f.summary, issuetype: { name: type }, labels: labels as string[], priority: { name: priority }, description: f.description },
    });
    return { status: 201, json: { id: String(this.issues.size), key, self: `/rest/api/3/issue/${key}` } };
  }

  private search(jql: string): FakeReply {
    const project = /project = "([^"]+)"/.exec(jql)?.[1];
    const wanted = /labels = "([^"]+)"/.exec(jql)?.[1];
    if (!project || !wanted) return bad(`unsupported JQL: ${jql}`);
    const issues = [...this.issues.values()].filter((i) => i.key.startsWith(`${project}-`) && i.fields.labels.includes(wanted));
    return { status: 200, json: { issues: issues.map((i) => ({ id: i.key, key: i.key })), isLast: true } };
  }
}

const bad = (message: string): FakeReply => ({ status: 400, json: { errorMessages: [message], errors: {} } });
