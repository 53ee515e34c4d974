import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { jobsKey } from './get-jobs'

export interface QueuedRun {
  queue: string
  job: string
  jobId: string
}

/** Runs a scheduled job now, on whichever host's worker of its queue takes it (issue #29). */
export function runJob(job: string) {
  return api.post<QueuedRun>(`/admin/jobs/${encodeURIComponent(job)}/run`)
}

export function useRunJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  })
}
