import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { z } from 'zod'
import { fetchContent } from '@/lib/content/fetch-content'
import { contentTags } from '@/lib/content/tags'
import type { BankDetails } from '@/lib/pdf/document-data'

// A plain string (not defineQuery): the site settings query of lib/content does not read the bank
// details, and only the documents need them.
const BANK_DETAILS_QUERY = '*[_type == "siteSettings" && _id == "siteSettings"][0].bankDetails{ bank, accountHolder, clabe, accountNumber }'

const bankDetailsSchema = z.object({ bank: z.string().min(1), accountHolder: z.string().min(1), clabe: z.string().min(1), accountNumber: z.string().min(1) })

/** The agency's transfer details from the CMS settings, or undefined when they are not filled in. */
export async function getBankDetails(): Promise<BankDetails | undefined> {
  'use cache'
  cacheLife('max')
  cacheTag(contentTags.type('siteSettings'))
  const parsed = bankDetailsSchema.safeParse(await fetchContent<unknown>(BANK_DETAILS_QUERY))
  return parsed.success ? parsed.data : undefined
}
