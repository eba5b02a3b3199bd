// The verifier's read tools, all scoped to the authenticated customer. None of them moves money.
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { ToolDeps } from './tool-context.js';
import { getCustomerProfileTool } from './get-customer-profile.tool.js';
import { listAccountsAndCardsTool } from './list-accounts-and-cards.tool.js';
import { searchTransactionsTool } from './search-transactions.tool.js';
import { listInsurancePoliciesTool } from './list-insurance-policies.tool.js';
import { listInsuranceClaimsTool } from './list-insurance-claims.tool.js';
import { searchKnowledgeBaseTool } from './search-knowledge-base.tool.js';
import { findClaimRecordsTool } from './find-claim-records.tool.js';
import { evaluatePolicyRuleTool } from './evaluate-policy-rule.tool.js';

export function createReadTools(deps: ToolDeps): StructuredToolInterface[] {
  return [
    getCustomerProfileTool(deps),
    listAccountsAndCardsTool(deps),
    searchTransactionsTool(deps),
    listInsurancePoliciesTool(deps),
    listInsuranceClaimsTool(deps),
    searchKnowledgeBaseTool(deps),
    findClaimRecordsTool(deps),
    evaluatePolicyRuleTool(deps),
  ];
}
