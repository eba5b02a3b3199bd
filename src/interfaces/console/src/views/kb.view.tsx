// Knowledge base: search with the matched words highlighted (everyone, within their role's documents); the document
// list (staff); upload with a progress bar and delete (admins).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest, describeError, queryString } from '../api/api-client';
import type { KbDocument, Passage, UploadResult } from '../api/api-types';
import { uploadDocument } from '../api/upload';
import { ErrorNote, Loading } from '../components/status';
import { dateTime, snippetParts } from '../format';
import { isStaff, useSession } from '../session';

function Highlighted({ snippet }: { snippet: string }) {
  return <>{snippetParts(snippet).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>))}</>;
}

function Search() {
  const { key } = useSession();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery({ queryKey: ['kb-search', q], queryFn: () => apiRequest<{ items: Passage[] }>(key, 'GET', `/v1/kb/search${queryString({ q, limit: '8' })}`), enabled: q !== '' });
  return (
    <section aria-labelledby="kb-search-title" className="panel">
      <h2 id="kb-search-title">Search</h2>
      <form role="search" className="inline-form" onSubmit={(e) => { e.preventDefault(); setQ(typed.trim()); }}>
        <label htmlFor="kb-q">Search the knowledge base</label>
        <input id="kb-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      {q === '' ? null : results.isPending ? <Loading what="passages" /> : results.isError ? <ErrorNote error={results.error} /> : results.data.items.length === 0 ? <p role="status">No passage matches “{q}”.</p> : (
        <ol className="passages" aria-label={`Passages for ${q}`}>
          {results.data.items.map((p) => (
            <li key={p.chunk_id}>
              <p><strong>{p.title}</strong> § {p.section} <span className="muted small">({p.doc_id})</span></p>
              <p><Highlighted snippet={p.snippet} /></p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Upload() {
  const { key } = useSession();
  const queries = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [visibility, setVisibility] = useState('customer');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    setResult(null);
    setError(null);
    if (!chosen) {
      setError(new Error('Choose a file first (.md, .txt, .html, .pdf or .docx).'));
      return;
    }
    setProgress(0);
    try {
      setResult(await uploadDocument(key, chosen, visibility, setProgress));
      void queries.invalidateQueries({ queryKey: ['kb-documents'] });
      void queries.invalidateQueries({ queryKey: ['kb-search'] });
    } catch (err) {
      setError(err);
      setProgress(null);
    }
  };
  return (
    <section aria-labelledby="kb-upload-title" className="panel">
      <h2 id="kb-upload-title">Upload</h2>
      <form onSubmit={(e) => void submit(e)} className="stack">
        <label htmlFor="kb-file">File (.md, .txt, .html, .pdf, .docx; at most 5 MB)</label>
        <input id="kb-file" type="file" ref={file} accept=".md,.markdown,.txt,.text,.html,.htm,.pdf,.docx" />
        <label htmlFor="kb-visibility">Who may read it (unless the file says)</label>
        <select id="kb-visibility" value={visibility} onChange={(e) => setVisibility(e.target.value)}>
          <option value="public">everyone (public)</option><option value="customer">customers and staff</option><option value="internal">staff only (internal)</option>
        </select>
        <button type="submit">Upload</button>
      </form>
      {progress !== null ? (
        <div className="upload-progress">
          <label htmlFor="kb-progress">Upload progress</label>
          <progress id="kb-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
          <span aria-live="polite"> {Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {result ? <p className="note ok" role="status">{result.title} ({result.doc_id}) {result.status}: {result.chunks} passages.</p> : null}
      {error ? <p className="note error" role="alert">Not uploaded: {describeError(error)}</p> : null}
    </section>
  );
}

function Documents({ canDelete }: { canDelete: boolean }) {
  const { key } = useSession();
  const queries = useQueryClient();
  const docs = useQuery({ queryKey: ['kb-documents'], queryFn: () => apiRequest<{ items: KbDocument[] }>(key, 'GET', '/v1/kb/documents') });
  const remove = useMutation({
    mutationFn: (docId: string) => apiRequest<void>(key, 'DELETE', `/v1/kb/documents/${encodeURIComponent(docId)}`),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: ['kb-documents'] });
      void queries.invalidateQueries({ queryKey: ['kb-search'] });
    },
  });
  return (
    <section aria-labelledby="kb-docs-title" className="panel">
      <h2 id="kb-docs-title">Documents</h2>
      {remove.isError ? <p className="note error" role="alert">Not deleted: {describeError(remove.error)}</p> : null}
      {docs.isPending ? <Loading what="documents" /> : docs.isError ? <ErrorNote error={docs.error} /> : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Documents">
          <table>
            <thead><tr><th scope="col">Document</th><th scope="col">Visibility</th><th scope="col">Passages</th><th scope="col">Updated</th>{canDelete ? <th scope="col">Delete</th> : null}</tr></thead>
            <tbody>{docs.data.items.map((d) => (
              <tr key={d.doc_id}>
                <th scope="row">{d.title} <span className="muted small">({d.doc_id})</span></th><td>{d.visibility}</td><td>{d.chunk_count}</td><td>{dateTime(d.updated_at)}</td>
                {canDelete ? <td><button type="button" className="danger small" aria-label={`Delete ${d.title}`} onClick={() => { if (window.confirm(`Delete ${d.title} from the knowledge base?`)) remove.mutate(d.doc_id); }}>Delete</button></td> : null}
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function KnowledgeBaseView() {
  const { caller } = useSession();
  return (
    <section aria-labelledby="kb-title">
      <h1 id="kb-title">Knowledge base</h1>
      <Search />
      {caller.role === 'admin' ? <Upload /> : null}
      {isStaff(caller) ? <Documents canDelete={caller.role === 'admin'} /> : null}
    </section>
  );
}
