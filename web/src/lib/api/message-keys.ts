import i18n from 'i18next';

/**
 * Server messages that are keys (SPEC §5's 'import_invalid_file'), and SPEC §8's fixed messages of coupons and
 * promotional codes, with the texts they stand for.
 */
const KEYS: Record<string, string> = {
  import_invalid_file: 'validation.importInvalidFile',
  'Coupon already used or promotion ended': 'campaigns.msg.usedOrEnded',
  'Already redeemed a promotional code for this campaign': 'campaigns.msg.alreadyRedeemed',
  'This code is not valid for this seller.': 'campaigns.msg.elsewhere',
  'This code does not apply to anything in this order.': 'campaigns.msg.noLines',
  'This code is in use already; choose another.': 'campaigns.msg.taken',
  'A promotional code is 4 to 32 letters and digits.': 'campaigns.msg.promoShape',
  'Generate between 1 and 1000 coupons at a time.': 'campaigns.msg.batch',
};

/** A server message as a person reads it: a key in the viewer's language, any other message as sent. */
export function readable(message: string): string {
  const key = KEYS[message];
  return key ? i18n.t(key) : message;
}
