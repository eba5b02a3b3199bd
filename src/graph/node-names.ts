// Node names of the claim graph (docs/design.md#nodes-and-routes).
export const NODE = {
  intake: 'intake',
  gather: 'gather',
  report: 'report',
  verify: 'verify',
  tools: 'tools',
  clarify: 'clarify',
  decide: 'decide',
  approve: 'approve',
  act: 'act',
  respond: 'respond',
} as const;

export type NodeName = (typeof NODE)[keyof typeof NODE];

/** The nodes that write the dialogue (`messages`): the customer's words (intake, clarify) and the reply (respond). */
export const DIALOGUE_NODES: readonly NodeName[] = [NODE.intake, NODE.clarify, NODE.respond];
