// Regular-expression pieces shared by the insurer pack's claim-type cues (matched against the normalised message:
// lower-cased, contractions expanded).
export const TWICE = '(?:twice|two times|2 times|2x|double|do baar|2 baar|dobara)';
export const TAKEN = '(?:took|taken|debited|deducted|charged|collected|cut|kat|kata|kaat|auto[- ]?debit\\w*|billed|paid)';
/** Automatic premium collection: auto-debit, NACH, ECS, e-mandate, standing instruction. */
export const MANDATE = '(?:auto[- ]?debit|nach|ecs|e-?mandate|mandate|standing instruction|si debit)';
export const POLICY = '(?:policy|premium|plan|insurance|renewal|instal?ment|cover|bima)';

/**
 * Other insurers, as customers name them ("my LIC policy", "a health policy with Niva Bupa", "Star Health wala claim").
 * A tenant that is one of them takes its own name out of this list in its pack.
 */
export const OTHER_INSURER = String.raw`(?:lic|life insurance corporation|niva bupa|max bupa|star health|hdfc ergo|hdfc life|icici lombard|icici pru(?:dential)?|bajaj allianz|tata aig|sbi life|sbi general|max life|care health|religare|aditya birla|birla sun ?life|reliance general|reliance life|new india assurance|united india|oriental insurance|national insurance|kotak (?:life|general)|future generali|go ?digit|digit insurance|acko|manipal ?cigna|royal sundaram|cholamandalam|iffco tokio|pnb metlife|canara hsbc|edelweiss tokio|bharti axa|shriram (?:life|general)|universal sompo|liberty general)`;
/** A policy number given ("policy POL-LF-5002", "policy no. 4202"): the records, not the insurer's name, say whose it is. */
const POLICY_NUMBER_TOLD = String.raw`\b(?:policy|pol)\b\s*(?:no\.?|number|num|#)?\s*[:.-]?\s*(?:[a-z]{1,4}[\s/-]*){0,2}\d{3,}`;
/**
 * A policy, premium or claim told as held with another insurer: none of this tenant's claim types is about it, whatever
 * else the message says ("cancel my LIC policy", "my father has his own health policy with Niva Bupa"); unless a policy
 * number is given ("my LIC premium for policy POL-LF-5002"): many call any life policy "LIC", and the number is checked.
 */
export const HELD_ELSEWHERE = String.raw`^(?![\s\S]*${POLICY_NUMBER_TOLD})[\s\S]*?(?:\b(?:policy|policies|plan|premium|mediclaim|insurance|cover|claim)\b(?:(?!\bwith (?:you|u|your)\b)[^.?!]){0,25}\b(?:with|from|of|by|at|under)\s+(?:the\s+)?${OTHER_INSURER}\b|\b${OTHER_INSURER}(?:'s|’s|\s+(?:ki|ka|ke|ki wali|wali|wala|se|mein|me))?\s+(?:\w+\s+){0,2}?(?:policy|policies|plan|premium|mediclaim|insurance|cover|claim)\b|\b(?:policy|policies|plan|mediclaim|insurance|cover)\b(?:(?!\bwith (?:you|u|your)\b)[^.?!]){0,25}\b(?:with|from)\s+(?:an?\s+|some\s+)?(?:other|another|different)\s+(?:company|insurer|insurance company)\b|\bnot with (?:you|u|your (?:company|insurance|side))\b)`;
