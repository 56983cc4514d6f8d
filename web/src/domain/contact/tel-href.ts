/** A tel: link from a displayed phone number ("+52 646 123 4567" → "tel:+526461234567"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits}`
}
