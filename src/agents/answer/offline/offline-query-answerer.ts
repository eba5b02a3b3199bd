// Offline answerer: answers from the customer's own records (record-answers.ts) or quotes the best passages.
import type { Passage } from '../../../domain/knowledge.port.js';
import type { CustomerRecords } from '../../../domain/records.js';
import type { Clock } from '../../../domain/calendar.js';
import type { Answer, IntentAnalysis, QueryAnswerer } from '../../ports.js';
import { smallTalkReply, unintelligibleReply } from './conversation-replies.js';
import { answerFromRecords, answerPaymentStatus } from './record-answers.js';
import { plainEnglish } from '../../gather/offline/plain-english.js';
import { askedParts } from '../../gather/offline/message-cues.js';

const STOPWORDS = new Set(
  ('a an the is are was were be been of to in on for and or if my me i you your we our it its this that what which how when why who can do does did will would should could there any about with from at by as have has had not no so than then them they their much many long get got don doesn didn isn aren won like want need please tell know let just also ok hi hello dear sir madam kindly ' +
    // light verbs: they carry the question's grammar, not its subject ("what if the ATM doesn't give cash")
    'give gives gave given take takes took taken come comes came happen happens happened keep must being am ' +
    // hedges and time fillers: how sure or when, not what about ("roughly how much would I get", "later on")
    'roughly approximately approx around about exactly actually basically really probably maybe might may later soon ' +
    // the supposing ("hypothetically — suppose an ATM …"; not "ask" nor "say", which a question about who asks for an OTP needs)
    'hypothetically hypothetical suppose supposing imagine assume assuming ' +
    'now today currently perhaps sort kind thinking wondering curious curiosity considering planning wonder ever over ' +
    // a letter's courtesies: how it is asked, not what ("Respected Sir, I would be grateful if you could clarify a doubt")
    'respected grateful thanking thank thanks regards faithfully sincerely yours truly clarify doubt query question ' +
    // asking to be told, whatever about ("please explain", "what does it mean")
    'explain explained explaining describe elaborate meaning means mean ' +
    'general information info purpose purposes only some ' +
    // what someone said, asked to be checked ("my friend said …, is it true?")
    'friend friends said says told heard true agent right wrong correct isn ' +
    // spoken fillers and greetings ("hi what is this free look thing", "umm so basically"), and the Indian-English
    // courtesy "good morning sir, I am having one doubt"
    'hi hello hey umm um uh hmm like thing things stuff good morning afternoon evening greetings namaste namaskar having one ' +
    // who a change is for ("change nominee to my daughter later, what is the process?"): the person, not the subject
    'daughter son wife husband mother father mom dad brother sister'
  ).split(' '),
);

export function contentWords(text: string): string[] {
  // A short prefix joined by a hyphen is one word ("co-pay", "e-mail", "re-issue"): its parts ("co", "pay") are not
  // what is asked about.
  const joined = text.toLowerCase().replace(/\b([a-z]{1,2})-([a-z]{2,})\b/g, '$1$2');
  return (joined.match(/[a-z0-9₹]+/g) ?? []).filter((w) => !STOPWORDS.has(w) && w.length > 1);
}

// A doubled last letter is read once ("cancelling", "cancelled" and "cancel" are one word).
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '').replace(/([a-z])\1$/, '$1');

/** Questions whose answer is a number: a period, an amount, a limit, a rate, a deadline. */
const QUANTITATIVE = /\b(how (long|much|many|soon)|when|by when|period|limit|days?|compensation|fee|charges?|rate|interest|deadline|within|maximum|minimum|liabilit(y|ies))\b/i;

/** Questions about how long something takes or by when: their answer is a period or a deadline. */
const ASKS_DURATION = /\b(how (long|soon)|by when|when will|how many (days|hours|weeks)|within how|takes? to)\b/i;
/** A sentence that states a period or a deadline: "by T+5", "within five calendar days", "7 working days", "24 hours". */
const STATES_DURATION = /\bT\s*\+\s*\d+\b|\b(?:\d+|one|two|three|four|five|six|seven|ten|fifteen|thirty|forty-five)\s+(?:calendar |working |business |bank )?(?:days?|hours?|weeks?|months?)\b|\bwithin\b/i;
/** The most rows of a table quoted after the sentence that introduces it. */
const TABLE_ROWS = 6;
/** A table row as sentencesOf reads it: "Basic Savings Bank Deposit (BSBD) account: ₹5,000." */
const TABLE_ROW = /^[^.:]{2,160}: [^:]{1,160}\.$/;
/** A worked example illustrates the rule the sentence before it states: quoted after the rule, never instead of it. */
const EXAMPLE = /^(?:example|for example|for instance|e\.g\.)\b/i;

const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
/** A table row as the knowledge base stores it ("a | b | c", with or without outer pipes); a separator row is none. */
const isRow = (line: string) => line.includes('|') && cells(line).length >= 2 && !/^[\s|:-]+$/.test(line);

/**
 * Markdown tables as sentences, one per row, each cell named by its column: "ATM cash not dispensed: reversal due by
 * T+5; compensation ₹100 per day after T+5." A fee schedule's facts live in such rows.
 */
function tableSentences(text: string): string {
  const out: string[] = [];
  let table: string[][] = [];
  const flush = () => {
    const [header, ...body] = table;
    if (header && body.length > 0) {
      const sentence = ([first = '', ...rest]: string[]) =>
        `${first}: ${rest.map((cell, i) => (header.length > 2 ? `${header[i + 1] ?? ''} ${cell}`.trim() : cell)).join('; ')}.`;
      out.push('', ...body.map((row) => `${sentence(row)}\n`), '');
    } else if (header) {
      out.push(header.join(' | '));
    }
    table = [];
  };
  for (const line of text.split('\n')) {
    if (/^\s*\|?[\s|:-]*-{3,}[\s|:-]*$/.test(line)) continue;
    if (isRow(line)) {
      table.push(cells(line));
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out.join('\n');
}

/** A list item that ends inside its sentence: a comma, a semicolon, "and" or "or". */
const CARRIES_ON = /(?:[,;]|\b(?:and|or))$/;

/** Splits a passage into readable sentences: wrapped lines joined, tables read row by row, headings, list markers and emphasis dropped. */
export function sentencesOf(text: string): string[] {
  const blocks = tableSentences(text)
    .replace(/\*\*|__/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)|\n(?=#)/)
    .map((block) => block.replace(/^\s*#+\s.*$/gm, '').replace(/\s*\n\s*/g, ' ').replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim())
    .filter(Boolean)
    // List items that carry one sentence on ("…the cancellation date,", "…on the policy, and") are read as that sentence.
    .reduce<string[]>((joined, block) => {
      const last = joined.at(-1);
      if (last !== undefined && CARRIES_ON.test(last)) joined[joined.length - 1] = `${last} ${block}`;
      else joined.push(block);
      return joined;
    }, []);
  return blocks
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z₹("])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 20 && /[.!?:)]$/.test(s));
}

/** A passage's sentences with each one's stemmed content words: read once per passage text, not once per question. */
interface SentenceReading {
  sentence: string;
  words: ReadonlySet<string>;
}

/** Passage texts read lately; the oldest is dropped past the bound, so a growing knowledge base cannot grow it. */
const READINGS = new Map<string, SentenceReading[]>();
const READINGS_KEPT = 2048;

function readingsOf(text: string): SentenceReading[] {
  const kept = READINGS.get(text);
  if (kept) return kept;
  const readings = sentencesOf(text).map((sentence) => ({ sentence, words: new Set(contentWords(sentence).map(stem)) }));
  if (READINGS.size >= READINGS_KEPT) READINGS.delete(READINGS.keys().next().value as string);
  READINGS.set(text, readings);
  return readings;
}

/**
 * Greedy extractive answer: picks up to three sentences from the best passages that together cover the most of the
 * question's words, rarer words counting more, so that each part of a question ("how long", "compensation") is met.
 */
function extract(asked: string, passages: Passage[], signedBy: string | null = null): { text: string; used: Passage[] } | null {
  // The documents are in English: shorthand and Hindi words are read as their English gloss.
  const question = plainEnglish(asked);
  // The customer's own name (a letter's signature) says nothing of what is asked.
  const name = new Set(contentWords(signedBy ?? '').map(stem));
  const words = [...new Set(contentWords(question).map(stem))].filter((w) => !name.has(w));
  // A number the customer states is their guess to be checked ("isn't it 90 days?"), a day ("on the 10th") is their
  // example: the answer states the rule's.
  const named = words.filter((w) => !/^\d+(?:st|nd|rd|th)?$/.test(w));
  const wanted = named.length >= 2 ? named : words;
  if (wanted.length === 0) return null;
  const quantitative = QUANTITATIVE.test(question);
  const duration = ASKS_DURATION.test(question);
  const pool: { sentence: string; passage: Passage; words: ReadonlySet<string>; order: number; boost: number }[] = [];
  passages.slice(0, 4).forEach((passage, rank) => {
    // A document's introduction says what the page covers; the sections say the facts.
    const intro = passage.section === passage.title ? 0.6 : 1;
    // A section whose heading is made only of the question's words is about exactly what was asked.
    const heading = contentWords(passage.section).map(stem);
    // A duration question reads each sentence with its section's heading: "must be reversed by T+5" under "ATM
    // withdrawals not dispensed" is about ATM withdrawals although it does not say so.
    const context = duration && intro === 1 ? heading : [];
    const onTopic = intro === 1 && heading.length > 0 && heading.every((w) => wanted.includes(w)) ? 1.3 : 1;
    readingsOf(passage.text).forEach(({ sentence, words }, index) => {
      const facts = quantitative && /\d/.test(sentence) ? 1.5 : 1;
      const period = duration && STATES_DURATION.test(sentence) ? 1.6 : 1;
      const example = EXAMPLE.test(sentence) ? 0.6 : 1;
      pool.push({ sentence, passage, words: context.length > 0 ? new Set([...words, ...context]) : words, order: rank * 1000 + index, boost: intro * facts * onTopic * period * example });
    });
  });
  if (pool.length === 0) return null;
  const weight = new Map(wanted.map((w) => {
    const df = pool.filter((p) => p.words.has(w)).length;
    // A question word no passage contains counts like a rare one: leaving many uncovered means we do not know.
    return [w, Math.log(1 + pool.length / Math.max(df, 2))];
  }));
  const covered = new Set<string>();
  const chosen: typeof pool = [];
  while (chosen.length < 3) {
    let best: (typeof pool)[number] | undefined;
    let bestGain = 0;
    for (const candidate of pool) {
      if (chosen.includes(candidate)) continue;
      let gain = 0;
      // Each newly covered question word counts, rarer ones more.
      for (const w of wanted) if (!covered.has(w) && candidate.words.has(w)) gain += 1 + 0.5 * (weight.get(w) ?? 0);
      gain = gain * candidate.boost - Math.floor(candidate.order / 1000) * 0.05;
      if (gain > bestGain + 1e-9) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best || bestGain < 1.5) break;
    chosen.push(best);
    for (const w of wanted) if (best.words.has(w)) covered.add(w);
  }
  const coverage = [...covered].reduce((sum, w) => sum + (weight.get(w) ?? 0), 0);
  const total = wanted.reduce((sum, w) => sum + (weight.get(w) ?? 0), 0);
  if (chosen.length === 0 || total === 0 || coverage / total < 0.5) return null;
  // A sentence that ends in a colon introduces what follows it ("pays compensation of ₹100 per day of delay:"): the
  // next sentence of its passage comes with it, and so does each table row after that (a row reads "Other savings
  // accounts: ₹10,000."), so that a table of caps is quoted whole.
  for (const intro of [...chosen]) {
    if (!intro.sentence.endsWith(':')) continue;
    for (let order = intro.order + 1; order <= intro.order + TABLE_ROWS; order++) {
      const next = pool.find((p) => p.order === order);
      if (!next || (order > intro.order + 1 && !TABLE_ROW.test(next.sentence))) break;
      if (!chosen.includes(next)) chosen.push(next);
    }
  }
  const ordered = chosen.sort((a, b) => a.order - b.order);
  const used = [...new Map(ordered.map((s) => [s.passage.chunkId, s.passage])).values()];
  return { text: ordered.map((s) => s.sentence).join(' '), used };
}

/** Where one question ends and the next begins: "…hota hai? aur mera policy kab…", "…? And when…". */
const NEXT_QUESTION = /(?<=\?)\s*(?:(?:and|also|aur|or)\s+)?/i;
const QUESTION_WORDS = 3;

/** The questions a message asks one after another; a single question (or none) is one part. */
function questionsOf(text: string): string[] {
  const parts = text.split(NEXT_QUESTION).map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= QUESTION_WORDS);
  return parts.length >= 2 ? parts : [text];
}

type Extracted = NonNullable<ReturnType<typeof extract>>;

/** The passages' answers to each question the message asks, joined; null when none is answered. */
function extractEach(parts: string[], passages: Passage[], signedBy: string | null): Extracted | null {
  const found = parts.map((part) => extract(part, passages, signedBy)).filter((e): e is Extracted => e !== null);
  if (found.length === 0) return null;
  const sentences = [...new Set(found.flatMap((e) => sentencesOf(e.text)))];
  const used = [...new Map(found.flatMap((e) => e.used).map((p) => [p.chunkId, p])).values()];
  return { text: sentences.join(' '), used };
}

/** The passages' answer to the parts of a letter that ask (askedParts), when they are not the whole letter. */
function asked(text: string, passages: Passage[], signedBy: string | null): Extracted | null {
  const parts = askedParts(text);
  return parts.length === 0 || (parts.length === 1 && parts[0] === text.trim()) ? null : extractEach(parts, passages, signedBy);
}

export class OfflineQueryAnswerer implements QueryAnswerer {
  async answer(input: { question: string; analysis: IntentAnalysis; passages: Passage[]; records: CustomerRecords; clock: Pick<Clock, 'timeZone'> }): Promise<Answer> {
    const { analysis } = input;
    if (analysis.smallTalk) return { found: true, text: smallTalkReply(analysis.smallTalk, analysis.language), citations: [], trace: { backend: 'offline' } };
    if (analysis.unintelligible) return { found: true, text: unintelligibleReply(analysis.language), citations: [], trace: { backend: 'offline' } };
    const fromRecords = answerFromRecords(input.question, input.analysis, input.records, input.clock.timeZone);
    // A payment's status and a balance are the records' own facts: no document is their source.
    const payment = fromRecords ? null : answerPaymentStatus(input.question, analysis, input.records, input.clock.timeZone);
    if (payment) return { found: true, text: payment, citations: [], trace: { backend: 'offline' } };
    const signedBy = input.records.customer.name;
    const questions = questionsOf(input.question);
    if (fromRecords) {
      // Beside a question about their own records, a question the pages answer is answered too ("free look kitne din
      // ka hota hai? aur mera policy kab deliver hua tha?").
      const others = questions.length > 1 ? extractEach(questions.filter((q) => answerFromRecords(q, analysis, input.records, input.clock.timeZone) === null), input.passages, signedBy) : null;
      const extracted = others ?? extract(input.question, input.passages, signedBy);
      const citations = extracted && analysis.asks !== 'balance' && analysis.asks !== 'cards' ? extracted.used.map((p) => ({ docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title })) : [];
      return { found: true, text: others ? `${fromRecords} ${others.text}` : fromRecords, citations, trace: { backend: 'offline' } };
    }
    // Several questions in one message are answered one by one when the passages do not answer them all at once.
    // A letter tells its story first and asks last ("… my son is abroad. Kindly inform me how many days the free look
    // period is"): answered from where the asking begins when the whole is not.
    const extracted = extract(input.question, input.passages, signedBy) ?? (questions.length > 1 ? extractEach(questions, input.passages, signedBy) : null)
      ?? asked(input.question, input.passages, signedBy);
    if (!extracted) return { found: false, text: '', citations: [], trace: { backend: 'offline' } };
    return {
      found: true,
      text: extracted.text,
      citations: extracted.used.map((p) => ({ docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title })),
      trace: { backend: 'offline' },
    };
  }
}
