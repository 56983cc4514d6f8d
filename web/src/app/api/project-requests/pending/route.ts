import { pendingConfigurationOf } from '@/domain/orders/pending-request'
import { currentViewer } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { latestPendingRequest } from '@/lib/db/project-requests'
import { route } from '@/lib/http/route'

/**
 * The newest pending request this browser created (its capability cookie), as the wizard shows it
 * again: `{pending: null}` when there is none. Nobody else's request is ever reachable here.
 */
export const GET = route({ name: 'api/project-requests/pending' }, async () => {
  const { ownedRequestIds } = await currentViewer()
  const row = ownedRequestIds.length > 0 ? await latestPendingRequest(await getDb(), ownedRequestIds) : undefined
  return Response.json({ pending: row ? pendingConfigurationOf(row) : null }, { headers: { 'cache-control': 'no-store' } })
})
