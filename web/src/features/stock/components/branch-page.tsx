import type { ReactNode } from 'react'
import { Alert, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../stock-item'
import { BranchSelect } from './branch-select'
import { useBranchScope } from './use-branch-scope'
import { PageTitle } from '../../../components/page-title'

/** The server's wording (spec doc 2, chapter 1) for a user without a branch. */
const MISSING_CODE = 'Missing pharmacyCode of user'

interface BranchPageProps {
  title: string
  /** What a user without a pharmacyCode reads instead of the screen. */
  missingCodeText?: string
  /** `picked`: the branch was chosen by an admin and must be named in the calls. */
  children: (branch: BranchRef, picked: boolean) => ReactNode
}

/** A screen of one branch (B role): a user sees their own, an admin picks one first. */
export function BranchPage({ title, missingCodeText = MISSING_CODE, children }: BranchPageProps) {
  const { isAdmin, scope, selectedCode, select, branches } = useBranchScope()

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      {isAdmin && (
        <BranchSelect
          branches={branches.data}
          value={selectedCode}
          loading={branches.isPending}
          onChange={select}
        />
      )}
      {isAdmin && branches.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(branches.error, 'Nepodařilo se načíst seznam poboček.')}
        </Alert>
      )}
      {scope.status === 'missing-code' && (
        <Alert color="red" variant="light" role="alert" data-testid="missing-pharmacy-code">
          {missingCodeText}
        </Alert>
      )}
      {scope.status === 'choose' && <Text c="dimmed">Vyberte pobočku.</Text>}
      {scope.status === 'ready' && children(scope.branch, scope.picked)}
    </Stack>
  )
}
