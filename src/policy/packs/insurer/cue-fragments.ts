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
 * Another insurer's policy ordered cancelled ("cancel my LIC policy", "HDFC Ergo wali policy band karo", "cancel the
 * policy I have with Star Health"), unless a policy number is given ("cancel my LIC policy POL-LF-5002"): many call any
 * life policy "LIC", and the number is checked against the records. Only the order's own object counts: "my earlier
 * policy was with ICICI Lombard" or "a term policy with LIC, that is separate" tell no order about it.
 */
export const CANCELS_ANOTHER_INSURERS = String.raw`^(?![\s\S]*${POLICY_NUMBER_TOLD})[\s\S]*?(?:\b(?:cancel|terminate|surrender|close|stop|return)\s+(?:(?:my|the|that|this|his|her|our|mera|meri)\s+)?(?:\w+\s+)?${OTHER_INSURER}\s+(?:\w+\s+)?(?:policy|plan|insurance|mediclaim|cover)\b|\b(?:cancel|terminate|surrender|close|stop|return)\s+(?:(?:my|the|that|this|his|her|our)\s+)?(?:\w+\s+)?(?:policy|plan|insurance|mediclaim|cover)\s+(?:(?:i|we|he|she|they)\s+(?:have|has|hold|holds|took|bought)\s+)?(?:with|from|of)\s+${OTHER_INSURER}\b|\b${OTHER_INSURER}\s+(?:(?:ki|ka|ke|wali|wala|waali|waala)\s+)?(?:\w+\s+)?(?:policy|plan|bima|mediclaim)\s+(?:\w+\s+)?(?:cancel|band)\b|\b(?:policy|plan|cover|insurance|mediclaim)\b[^.?!]{0,40}\bnot with (?:you|u|your company)\b)`;

/** The relatives a policy may be held by instead of the customer. */
const RELATIVE = String.raw`(?:husband|wife|son|daughter|father|mother|dad|mom|mum|papa|mummy|brother|sister|parents?|(?:father|mother|brother|sister|son|daughter)-in-law|in-laws?|grand(?:father|mother|son|daughter)|uncle|aunt|aunty|cousin|nephew|niece|friend|relative)`;
/**
 * A relative's own policy ordered cancelled ("cancel my daughter's health policy", "she asked me to cancel her health
 * policy on her behalf. Please cancel it for her"), unless a policy number is given, which the records then check: the
 * customer's own records hold no such policy, so none of theirs is judged in its place.
 */
export const CANCELS_A_RELATIVES = String.raw`^(?![\s\S]*${POLICY_NUMBER_TOLD})(?=[\s\S]*\b${RELATIVE}\b)[\s\S]*?(?:\b(?:cancel|terminate|surrender|close|band)\w*\s+(?:(?:my|the)\s+)?${RELATIVE}(?:'s|’s)\s+(?:\w+\s+)?(?:policy|plan|insurance|mediclaim|cover)\b|\b(?:cancel|terminate|surrender|close|band)\w*\s+(?:(?:his|her|their)\s+)(?:own\s+)?(?:\w+\s+)?(?:policy|plan|insurance|mediclaim|cover)\b|\b(?:cancel|terminate|surrender|close)\w*\s+(?:it|this|that|the policy)\s+(?:for|on behalf of)\s+(?:him|her|them)\b)`;
