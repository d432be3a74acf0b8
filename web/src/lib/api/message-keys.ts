import i18n from 'i18next';

/**
/**
 * Server messages that are keys (SPEC §5's 'import_invalid_file') and the texts they stand for; the store's refusals,
 * the coupon and promotional code messages and the stock sale's (SPEC §8) are shown in the viewer's language too.
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
  'Maximum lifetime for the product reached': 'shop.errors.maxLifetime',
  'This product is sold out.': 'shop.errors.soldOut',
  'This product is not on sale at the moment.': 'shop.errors.notOnSale',
  'The quantity must be between 1 and 99.': 'shop.errors.quantity',
  "Your cart holds this seller's products in another currency: check those out first.": 'shop.errors.currency',
  'Choose one of the amounts this gift card is sold for.': 'shop.errors.giftCardAmount',
  'A pigeon cannot be its own ancestor.': 'pedigree.msg.ownAncestor',
  'The sire must be a cock.': 'pedigree.msg.cockSex',
  'The dam must be a hen.': 'pedigree.msg.henSex',
  'Your 60-day pedigree trial has ended: a membership unlocks editing again. Your pedigrees stay readable and exportable.': 'pedigree.msg.trialOver',
  'You already have a pigeon with this ring.': 'pedigree.msg.ringTaken',
  "The ring's year is not possible.": 'pedigree.msg.ringYear',
  'Choose two different birds.': 'pedigree.msg.twoBirds',
  'Choose one of your pigeons.': 'pedigree.msg.yourPigeon',
  'Choose the column that holds the ring numbers.': 'pedigree.msg.noRingColumn',
  'The file is empty or not a CSV file.': 'pedigree.msg.notCSV',
  'Write the hatch date as YYYY-MM-DD.': 'pedigree.msg.hatchDate',
  'Inventory data out of date': 'pigeonSale.msg.outOfDate',
  'No inventory flight for season': 'pigeonSale.msg.noInventory',
  'Rejected order too many pigeons': 'pigeonSale.msg.tooMany',
};

/** A server message as a person reads it: a key in the viewer's language, any other message as sent. */
export function readable(message: string): string {
  const key = KEYS[message];
  return key ? i18n.t(key) : message;
}
