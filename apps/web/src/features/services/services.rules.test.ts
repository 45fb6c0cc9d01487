import type { Service } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import {
  NEW_SERVICE_VALUES,
  ZServiceFormValues,
  filterServicesByName,
  serviceFormValues,
  toServiceInput,
} from './services.rules';

const service = (id: number, name: string, extra: Partial<Service> = {}): Service => ({
  id,
  name,
  description: null,
  price: '150.00',
  quantity: 0,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

describe('services screen rules', () => {
  it('filters by name ignoring case (and accents, like the server)', () => {
    const list = [service(1, 'Avaliação Fisioterapêutica'), service(2, 'Sessão de Biofeedback')];
    expect(filterServicesByName(list, 'BIO').map((s) => s.id)).toEqual([2]);
    expect(filterServicesByName(list, ' avaliacao ').map((s) => s.id)).toEqual([1]);
    expect(filterServicesByName(list, '')).toHaveLength(2);
    expect(filterServicesByName(list, 'pilates')).toEqual([]);
  });

  it('sends the price as a dotted decimal string and quantity 0 when empty', () => {
    expect(toServiceInput({ ...NEW_SERVICE_VALUES, name: ' Pilates ', price: 150.5, quantity: '' })).toEqual({
      name: 'Pilates',
      description: null,
      price: '150.50',
      quantity: 0,
      isActive: true,
    });
    expect(toServiceInput({ ...NEW_SERVICE_VALUES, name: 'X', price: '1234.5', quantity: 3 }).price).toBe('1234.50');
  });

  it('requires a price with the spec message, under the price field', () => {
    const result = ZServiceFormValues.safeParse({ ...NEW_SERVICE_VALUES, name: 'X' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['price', 'Valor é obrigatório']]);
  });

  it('fills the form from a service', () => {
    expect(serviceFormValues(service(1, 'Pilates', { description: 'Aula', price: '90.00', quantity: 4, isActive: false }))).toEqual({
      name: 'Pilates',
      description: 'Aula',
      price: 90,
      quantity: 4,
      isActive: false,
    });
    expect(serviceFormValues(null)).toEqual(NEW_SERVICE_VALUES);
  });
});
