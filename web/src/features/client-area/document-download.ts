/**
 * Downloads a PDF from our API and saves it under the server's file name; a failure throws the
 * caller's Spanish message (the API's JSON error never lands in the downloads folder).
 */
export async function downloadDocument(url: string, fallbackName: string, errorMessage: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch {
    throw new Error(errorMessage)
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/pdf')) throw new Error(errorMessage)
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName
  const href = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
