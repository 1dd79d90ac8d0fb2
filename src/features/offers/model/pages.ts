/** The owner's offers come in pages of this many (the Marketing tab's list). */
export const OWNER_OFFERS_PAGE = 10;
