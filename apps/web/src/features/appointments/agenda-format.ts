import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/** 'Terça-feira, 24 de novembro de 2026' */
export function longDay(date: string): string {
  const text = dayjs(date).locale('pt-br').format('dddd, D [de] MMMM [de] YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'ter., 24/11' (a week view column). */
export function shortDay(date: string): string {
  return dayjs(date).locale('pt-br').format('ddd DD/MM');
}

/** '24/11/2026' */
export function brDate(date: string): string {
  return dayjs(date).format('DD/MM/YYYY');
}
