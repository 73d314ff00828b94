/** Countries whose public holidays the product knows (with all their states and cantons). */
export const holidayCountries = ['DE', 'AT', 'CH'] as const;
export type HolidayCountry = (typeof holidayCountries)[number];
