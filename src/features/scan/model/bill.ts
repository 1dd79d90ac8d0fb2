// The extracted bill (what the vision model read) and the point maths of spec section 9.

export interface BillItem {
  name: string;
  price: number;
}

export interface ExtractedBill {
  restaurantName: string;
  address: string;
  totalAmount: number;
  /** YYYY-MM-DD */
  date: string;
  items: BillItem[];
}

export type PriceRange = '€' | '€€' | '€€€' | '€€€€';

export type RequiredBillField = 'restaurantName' | 'address' | 'totalAmount' | 'date';
export const REQUIRED_BILL_FIELDS: readonly RequiredBillField[] = [
  'restaurantName',
  'address',
  'totalAmount',
  'date',
];

/** Gold (and silver) points earned by a bill: the total rounded down. */
export function goldPointsFor(totalAmount: number): number {
  return Math.floor(totalAmount);
}

/** Section 9: € up to 50, €€ above 50, €€€ above 100, €€€€ above 200. */
export function priceRangeFor(total: number): PriceRange {
  if (total > 200) return '€€€€';
  if (total > 100) return '€€€';
  if (total > 50) return '€€';
  return '€';
}
