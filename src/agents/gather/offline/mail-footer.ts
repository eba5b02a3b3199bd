// What an email client, a company or a social network adds around a customer's words: confidentiality notices, "sent
// from my phone", "please consider the environment", the "@DemoBank" a post is addressed to. Such words say nothing the
// customer meant ("this message may contain…" is not a hedge, "if you are not the intended recipient" is not a denial,
// "@DemoBank quick q: if an ATM…" still opens with its supposition), so understanding reads the message without them.

/** Words found only in mail footers, never in what a customer tells us. */
const FOOTER = /\b(?:if you (?:are|have) not the intended recipient|if you (?:have )?received this (?:e-?mail|message) in error|confidentiality notice|privileged (?:and|or) confidential|virus(?:es)? (?:free|scanned|checked)|sent from my (?:iphone|ipad|android|samsung|mobile|phone|galaxy)|get outlook for|consider the environment before printing|this (?:e-?mail|message) (?:and any attachments? )?(?:may contain|is intended (?:only )?for|is confidential))\b/i;

/** The text with each sentence or line that belongs to a mail footer removed (the text itself when there is none). */
export function withoutMailFooter(text: string): string {
  if (!FOOTER.test(text)) return text;
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !FOOTER.test(sentence))
    .join(' ')
    .trim();
}

/** A handle a post is addressed to ("@DemoBank", "@demo_bank_care"), not part of an e-mail or a UPI id ("rahul@okaxis"). */
const HANDLE = /(?<![\w.@-])@[A-Za-z_][\w.]*\b[\s,:;-]*/g;

/** The text without the handles it is addressed to (the text itself when there is none). */
export function withoutHandles(text: string): string {
  return text.includes('@') ? text.replace(HANDLE, '').trim() : text;
}
