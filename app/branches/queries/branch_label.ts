import { branchLabel } from '#branches/rules/branch_label'
import { branchName } from '#branches/queries/find_branch'

/** The PDF header's branch line for a branch of the chain (rules/branch_label.ts). */
export async function findBranchLabel(branch: { firma: string; pharmacyCode: string }) {
  return branchLabel(branch.pharmacyCode, await branchName(branch.firma, branch.pharmacyCode))
}
