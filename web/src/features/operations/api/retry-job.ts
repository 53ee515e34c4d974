import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { jobsKey, type FailedJob } from './get-jobs'

/** Puts a failed job back in its queue; 404 unknown, 409 when it is no longer failed. */
export function retryJob(job: Pick<FailedJob, 'queue' | 'id'>) {
  const [queue, id] = [job.queue, job.id].map(encodeURIComponent)
  return api.post<{ ok: true }>(`/admin/jobs/${queue}/${id}/retry`)
}

export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  })
}
