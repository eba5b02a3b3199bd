// The graph's `messages` channel is the dialogue (the customer's masked words and EchoPilot's replies, across turns);
// the verifier's tool traffic lives in `toolLoop`, kept across a clarification and dropped once the verdict is final.
import { afterEach, describe, expect, it } from 'vitest';
import { AIMessage, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the dialogue in state', () => {
  it('holds the customer\'s words and the replies in order, with no tool traffic, across a clarification and a new message', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', 'The Bandra ATM did not give me cash but my account was debited. My card is 4111 1111 1111 1111.');
    expect(first.outcome).toBe('clarification');
    // The question's answer goes back to the verifier with its transcript: kept while the question waits.
    const asked = await h.app.graph.getState({ configurable: { thread_id: first.threadId } });
    expect((asked.values.toolLoop as BaseMessage[]).some((m) => m.getType() === 'tool')).toBe(true);
    const second = await h.send('C1002', 'the 4000 one', first.threadId);
    expect(second.outcome).not.toBe('clarification');

    const state = await h.app.graph.getState({ configurable: { thread_id: first.threadId } });
    const messages = state.values.messages as BaseMessage[];
    expect(messages.map((m) => (HumanMessage.isInstance(m) ? 'customer' : AIMessage.isInstance(m) ? 'echopilot' : m.getType()))).toEqual(['customer', 'echopilot', 'customer', 'echopilot']);
    expect(messages[0]?.text).not.toContain('4111 1111 1111 1111');
    expect(messages[1]?.text).toBe(first.reply);
    expect(messages[3]?.text).toBe(second.reply);
    // Decided: the transcript is not carried into the checkpoints after it.
    expect(state.values.toolLoop as BaseMessage[]).toEqual([]);

    await h.send('C1002', 'thanks', first.threadId);
    const after = await h.app.graph.getState({ configurable: { thread_id: first.threadId } });
    expect((after.values.messages as BaseMessage[])).toHaveLength(6);
    expect((after.values.toolLoop as BaseMessage[]).some((m) => m.getType() === 'tool')).toBe(false);
  });
});

describe('a question narrowed on its thread', () => {
  it('reads "the motor one" after "what is the sum insured in my policy?" as that question about the motor policy', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const first = await h.send('C2002', 'What is the sum insured in my policy?');
    expect([first.intent, first.outcome]).toEqual(['query', 'answered']);
    expect(first.reply).toContain('POL-LF-3301');

    const second = await h.send('C2002', 'the motor one', first.threadId);

    expect([second.intent, second.outcome, second.actions]).toEqual(['query', 'answered', []]);
    expect(second.reply).toContain('POL-MT-3302');
    expect(second.reply).not.toContain('POL-LF-3301');
  });

  it('asks, never acts, when a question about cancelling is narrowed ("the health one"): the policy stays and no money moves', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const first = await h.send('C2001', 'Cancel the policy, what would be the refund?');
    const second = await h.send('C2001', 'the health one', first.threadId);
    expect([second.intent, second.outcome, second.actions]).toEqual(['query', 'answered', []]);
    expect(await h.app.store.findPolicy('demo-insurer', 'POL-HL-2201')).toMatchObject({ status: 'active' });
  });

  it('reads "jo september me file kiya tha" after "claim ka status?" as that question about the claim filed in September', async () => {
    h = await harnessFor('scenarios/paraphrase/insurer-status-and-requests-told-briefly.yaml');
    const first = await h.send('C9801', 'claim ka status?');
    expect(first.reply).toContain('CLM-9801');

    const second = await h.send('C9801', 'jo september me file kiya tha', first.threadId);

    expect([second.intent, second.outcome, second.actions]).toEqual(['query', 'answered', []]);
    expect(second.reply).toContain('CLM-9802');
    expect(second.reply).not.toContain('CLM-9801');
  });

  it('never narrows a question with a claim told briefly after it ("16 Nov ko 5000 atke hain")', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-picks-that-settle-the-kind.yaml');
    const first = await h.send('C9601', 'ATM reversal me kitne din lagte hain?');
    expect(first.intent).toBe('query');

    const second = await h.send('C9601', '16 Nov ko 5000 atke hain', first.threadId);

    expect(second.outcome).not.toBe('answered');
  });

  it('narrows only an earlier question: "the motor one" after thanks is no question', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const first = await h.send('C2002', 'thanks for your help');
    const second = await h.send('C2002', 'the motor one', first.threadId);
    expect(second.intent).not.toBe('query');
  });
});

describe('a change of details in reply to a question about a claim', () => {
  it('logs "add my wife as nominee", sent in reply to "which of these happened?", as the request it is', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', 'need help with my acount');
    expect(first.outcome).toBe('clarification');

    const second = await h.send('C1001', 'want to ad my wife shabana as nomine on savings acount', first.threadId);

    expect([second.intent, second.outcome, second.actions]).toEqual(['service_request', 'logged', ['ticket']]);
  });

  it('logs a new cheque book asked for in reply to "which of these happened?", though "the old one" is said', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1001', 'I have an issue with my account, can you help');
    expect(first.outcome).toBe('clarification');

    const second = await h.send('C1001', "Oh it's simple, I need a new cheque book, the old one is finished.", first.threadId);

    expect([second.intent, second.outcome, second.actions]).toEqual(['service_request', 'logged', ['ticket']]);
  });
});

describe('an answer to "which one?" with a request beside it', () => {
  it('takes "2nd one. pls update my mobile number also" as the answer, not a request that sets the question aside', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const first = await h.send('C1002', 'The Bandra ATM did not give me cash');
    expect(first.outcome).toBe('clarification');
    const second = await h.send('C1002', '2nd one. pls update my mobile number also, new no is 9820011111', first.threadId);
    expect([second.claimType, second.outcome]).toEqual(['failed_atm_withdrawal', 'resolved']);
  });
});
