import { theatreDayOf } from '../../reports/report-dates';

/** Minor units as the theatre's money, "12.50 €" (the channel's prices are in euro). */
export const money = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

export const percent = (value: number) => `${value.toFixed(1)} %`;

/** Saves text as a file in the browser: the CSV already carries its BOM. */
export function saveText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Today in the theatre's time zone, YYYY-MM-DD, for the cash-up's default day. */
export const theatreToday = () => theatreDayOf(new Date());

/** A theatre day some days from another one. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
