// What model-written text is checked against: the customer's own records (ids, amounts, dates), never their free text.
import type { CustomerRecords } from '../domain/records.js';
import type { TrustedMaterial } from '../policy/customer-text-guard.js';

const ID_FIELD = /(?:^id|Id|^reference|^last4)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Ids and numbers of the customer's records: amounts (paise, and in rupees), date parts, card digits, references. */
export function recordsMaterial(records: CustomerRecords): Pick<TrustedMaterial, 'ids' | 'numbers'> {
  const ids: string[] = [];
  const numbers: string[] = [];
  const rows: object[] = [records.customer, ...records.accounts, ...records.cards, ...records.transactions, ...records.policies, ...records.claims];
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number') numbers.push(String(value), String(value / 100));
      if (typeof value !== 'string') continue;
      if (ID_FIELD.test(key)) {
        ids.push(value);
        if (/^\d+$/.test(value)) numbers.push(value);
      }
      const date = DATE.exec(value);
      if (date) numbers.push(...date.slice(1));
    }
  }
  return { ids, numbers };
}
