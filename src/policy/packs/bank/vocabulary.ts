// Placeholder: the bank pack's claim vocabulary is written by another engineer (claim-type detection cues).
import type { ClaimVocabulary } from '../../pack.js';

export const bankVocabulary: ClaimVocabulary[] = [];
