// `echopilot eval-intents FILE.jsonl [--json FILE]`: accuracy, macro-F1 and a confusion matrix of the offline intent model.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { evalIntents, formatIntentReport, offlineIntentPredictor, readIntentRows } from '../../../app/eval-intents.js';

export function registerEvalIntentsCommand(program: Command): Command {
  return program
    .command('eval-intents')
    .description('score the offline intent classifier on JSONL rows {text, intent4} (rows with intent4 null are skipped)')
    .argument('<files...>', 'one or more JSONL files')
    .option('--json <file>', 'also write the results as JSON to this file')
    .option('--model <file>', 'intent model artifact (default models/intent-classifier.v1.json)')
    .action((files: string[], options: { json?: string; model?: string }) => {
      const model = offlineIntentPredictor(options.model);
      const results = files.map((file) => {
        const rows = readIntentRows(file);
        const started = performance.now();
        const result = evalIntents(rows, model.predict);
        const msPerRow = rows.length === 0 ? 0 : (performance.now() - started) / rows.length;
        process.stdout.write(`${formatIntentReport(result, file)}\n(model ${model.version}, ${msPerRow.toFixed(3)} ms per row)\n\n`);
        return { file, model: model.version, ...result };
      });
      if (options.json) writeFileSync(options.json, `${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`);
    });
}
