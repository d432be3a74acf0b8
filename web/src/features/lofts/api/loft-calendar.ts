/** GET /api/public/lofts/{id}/calendar.ics: the loft's races as an iCalendar feed a calendar app subscribes to. */
export const loftCalendarHref = (loftId: number) => `/api/public/lofts/${loftId}/calendar.ics`;
