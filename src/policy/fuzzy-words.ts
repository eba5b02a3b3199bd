// Fuzzy word comparison for names customers type from memory: a typo or a cut-short word still names the record.

/** Edit distance with an early exit above `max` (names are short). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** A word written with a typo or cut short still names a label word ("swigy" ~ "swiggy", "adyar" ~ "adyar"). */
export function wordsAlike(written: string, label: string): boolean {
  if (written === label) return true;
  if (written.length < 4 || /^\d+$/.test(written)) return false;
  if (label.startsWith(written) && written.length >= 5) return true;
  const allowed = written.length >= 8 ? 2 : 1;
  return editDistance(written, label, allowed) <= allowed;
}
