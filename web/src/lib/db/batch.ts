import 'server-only'

/**
 * Natural batching ("group commit") of writes to one database. A call made while no batch is being
 * written starts one at once (no added wait when the site is quiet); calls made meanwhile wait and
 * are written together by the next batch, one statement or transaction for all of them. PGlite runs
 * one statement at a time and each costs far more than its rows (docs/decisions.md, submission
 * throughput), so under load this turns N round trips into one.
 *
 * `write` gets the items in arrival order and answers one result per item, atomically (one
 * statement, or one transaction). When it throws for a batch of several, each item is written again
 * alone, so one bad item fails only its own call.
 *
 * `lingerMs`: for background writes nobody answers a visitor on (the outbox's "sent" marks), a call
 * that finds no batch running waits that long for company before writing, so a steady trickle of
 * calls becomes a few statements a second instead of one per call.
 */
export function createBatcher<In, Out>(
  write: (items: readonly In[]) => Promise<readonly Out[]>,
  { maxBatch = 64, lingerMs = 0 }: { maxBatch?: number; lingerMs?: number } = {},
): (item: In) => Promise<Out> {
  type Entry = { readonly item: In; readonly resolve: (value: Out) => void; readonly reject: (error: unknown) => void }
  const queue: Entry[] = []
  let writing = false

  async function settle(batch: readonly Entry[]): Promise<void> {
    try {
      const results = await write(batch.map((entry) => entry.item))
      if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results`)
      batch.forEach((entry, i) => entry.resolve(results[i]!))
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      console.error(`[batch] a batch of ${batch.length} failed (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}); writing its items one by one`)
      for (const entry of batch) await settle([entry])
    }
  }

  async function drain(): Promise<void> {
    writing = true
    try {
      while (queue.length > 0) await settle(queue.splice(0, maxBatch))
    } finally {
      writing = false
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      if (writing) return
      if (lingerMs > 0) {
        writing = true
        setTimeout(() => void drain(), lingerMs)
      } else void drain()
    })
}

/** One batcher per database (or any object), made on first use. */
export function batcherPer<Key extends object, In, Out>(make: (key: Key) => (item: In) => Promise<Out>): (key: Key) => (item: In) => Promise<Out> {
  const batchers = new WeakMap<Key, (item: In) => Promise<Out>>()
  return (key) => {
    let batcher = batchers.get(key)
    if (!batcher) {
      batcher = make(key)
      batchers.set(key, batcher)
    }
    return batcher
  }
}
