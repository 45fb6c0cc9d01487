/** The hour slot ("HH:00") that `now` falls in: appointments start on the hour and last one hour. */
export function currentHourSlot(now: Date): string {
  return `${String(now.getHours()).padStart(2, '0')}:00`;
}
