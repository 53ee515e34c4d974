import { useQuery } from '@tanstack/react-query'
import { normalizeFirma, normalizePharmacyCode } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { MenuBadge } from '../../../components/menu-badge'
import { useCurrentUser } from '../../../lib/current-user'
import { uploadMetaQueryOptions } from '../api/get-upload-meta'
import { staleBadgeLabel } from '../export-meta'

/** The red warning next to /upload: '{days}+' for a stale export, '!' when there is none. */
export function UploadBadge() {
  const user = useCurrentUser()
  const code = normalizePharmacyCode(user.pharmacyCode)
  const firma = normalizeFirma(user.firma) ?? domain.DEFAULT_FIRMA
  // The upload screen polls while a job runs; the badge just reads the same cache entry.
  const { data } = useQuery({
    ...uploadMetaQueryOptions({ firma, pharmacyCode: code ?? '' }),
    refetchInterval: false,
    enabled: code !== null,
  })
  const label = data ? staleBadgeLabel(data.lastBatch, new Date()) : null
  return <MenuBadge label={label} testId="upload-badge" />
}
