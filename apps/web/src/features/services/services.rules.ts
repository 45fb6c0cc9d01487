import { type Service, type ServiceInput, ZServiceInput } from '@clinic/domain';
import { z } from 'zod';

/** Lower case without accents, so "avaliacao" finds "Avaliação" here as it does on the server. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/** The spec's client-side filter: services whose name contains the term, ignoring case. */
export function filterServicesByName(services: Service[], term: string): Service[] {
  const wanted = fold(term.trim());
  return wanted ? services.filter((service) => fold(service.name).includes(wanted)) : services;
}

/** The form as the inputs hold it: number inputs give a number, or '' when empty. */
export interface ServiceFormValues {
  name: string;
  description: string;
  price: number | string;
  quantity: number | string;
  isActive: boolean;
}

export const NEW_SERVICE_VALUES: ServiceFormValues = { name: '', description: '', price: '', quantity: 0, isActive: true };

export function serviceFormValues(service: Service | null): ServiceFormValues {
  if (!service) return NEW_SERVICE_VALUES;
  return {
    name: service.name,
    description: service.description ?? '',
    price: Number(service.price),
    quantity: service.quantity,
    isActive: service.isActive,
  };
}

/** The request body before validation: the price as a decimal string with a dot ("150.00"). */
function toRequestShape(values: ServiceFormValues) {
  const price = typeof values.price === 'number' ? values.price.toFixed(2) : values.price.trim();
  const quantity = typeof values.quantity === 'number' ? values.quantity : values.quantity.trim() === '' ? 0 : Number(values.quantity);
  return { name: values.name, description: values.description, price, quantity, isActive: values.isActive };
}

/** Validates the form with the server's own rules, messages under the matching fields. */
export const ZServiceFormValues = z.preprocess((values) => toRequestShape(values as ServiceFormValues), ZServiceInput);

export function toServiceInput(values: ServiceFormValues): ServiceInput {
  return ZServiceFormValues.parse(values);
}
