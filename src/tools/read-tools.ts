// The verifier's read tools, all scoped to the authenticated customer through the turn's context. None moves money.
import type { StructuredToolInterface } from '@langchain/core/tools';
import { getCustomerProfileTool } from './get-customer-profile.tool.js';
import { listAccountsAndCardsTool } from './list-accounts-and-cards.tool.js';
import { searchTransactionsTool } from './search-transactions.tool.js';
import { listInsurancePoliciesTool } from './list-insurance-policies.tool.js';
import { listInsuranceClaimsTool } from './list-insurance-claims.tool.js';
import { searchKnowledgeBaseTool } from './search-knowledge-base.tool.js';
import { findClaimRecordsTool } from './find-claim-records.tool.js';
import { evaluatePolicyRuleTool } from './evaluate-policy-rule.tool.js';

export function createReadTools(): StructuredToolInterface[] {
  return [
    getCustomerProfileTool(),
    listAccountsAndCardsTool(),
    searchTransactionsTool(),
    listInsurancePoliciesTool(),
    listInsuranceClaimsTool(),
    searchKnowledgeBaseTool(),
    findClaimRecordsTool(),
    evaluatePolicyRuleTool(),
  ];
}
