import { describe, expect, it } from 'vitest';

import {
  formatPhoneInput,
  isCompletePhone,
  isPhoneFormat,
  nationalPhoneDigits,
  normalizePhone,
  phoneE164,
  whatsappLink,
} from './phone';

/** What the field shows after each keystroke of `text`, typed from an empty field at the end. */
function typeInto(text: string): string {
  let value = '';
  for (const key of text) value = formatPhoneInput(value + key);
  return value;
}

describe('phone normaliser (every phone field)', () => {
  it.each([
    ['11976543210', '(11) 97654-3210'],
    ['1134567890', '(11) 3456-7890'],
    ['(11) 97654-3210', '(11) 97654-3210'],
    ['(11) 3456-7890', '(11) 3456-7890'],
    [' (21) 3456-7890 ', '(21) 3456-7890'],
    ['11 97654 3210', '(11) 97654-3210'],
    ['11 97654-3210', '(11) 97654-3210'],
    ['11-97654-3210', '(11) 97654-3210'],
    ['11.97654.3210', '(11) 97654-3210'],
    ['(11)976543210', '(11) 97654-3210'],
    ['+55 11 97654-3210', '(11) 97654-3210'],
    ['+55 (11) 97654-3210', '(11) 97654-3210'],
    ['+5511976543210', '(11) 97654-3210'],
    ['+55 11 3456-7890', '(11) 3456-7890'],
    ['5511976543210', '(11) 97654-3210'],
    ['551134567890', '(11) 3456-7890'],
    ['55 11 97654-3210', '(11) 97654-3210'],
    ['(55) 99123-4567', '(55) 99123-4567'],
    ['55991234567', '(55) 99123-4567'],
    ['+55 55 99123-4567', '(55) 99123-4567'],
    ['555599123456', '(55) 9912-3456'],
    ['011 97654-3210', '(11) 97654-3210'],
    ['0 11 3456-7890', '(11) 3456-7890'],
    ['+55 0 11 97654-3210', '(11) 97654-3210'],
    ['11\u00a097654\u00a03210', '(11) 97654-3210'],
    ['\t11 97654-3210\n', '(11) 97654-3210'],
  ])('normalises %j to %j', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each([
    [''],
    ['   '],
    ['1234'],
    ['976543210'],
    ['119765432101'],
    ['11976543210999'],
    ['+1 212 555 1234'],
    ['+44 20 7946 0958'],
    ['11 97654-3210 ramal 2'],
    ['Tel: 11 97654-3210'],
    ['11/97654-3210'],
    ['+55'],
    ['+55 11 9765'],
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('finds the national digits', () => {
    expect(nationalPhoneDigits('+55 11 97654-3210')).toBe('11976543210');
    expect(nationalPhoneDigits('5511976543210')).toBe('11976543210');
    expect(nationalPhoneDigits('55991234567')).toBe('55991234567');
    expect(nationalPhoneDigits('+55 55')).toBe('55');
    expect(nationalPhoneDigits('011976543210')).toBe('11976543210');
  });

  it('checks the stored format and a complete optional phone', () => {
    expect(isPhoneFormat('(11) 97654-3210')).toBe(true);
    expect(isPhoneFormat('(11) 3456-7890')).toBe(true);
    expect(isPhoneFormat('(11) 976-3210')).toBe(false);
    expect(isPhoneFormat('11976543210')).toBe(false);
    expect(isCompletePhone('')).toBe(true);
    expect(isCompletePhone(' (11) 97654-3210 ')).toBe(true);
    expect(isCompletePhone('(11) 9876-5')).toBe(false);
  });
});

describe('phone input mask', () => {
  it('formats as it is typed, keeping digits only, at most 11', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('1')).toBe('(1');
    expect(formatPhoneInput('11')).toBe('(11');
    expect(formatPhoneInput('119')).toBe('(11) 9');
    expect(formatPhoneInput('1198765')).toBe('(11) 9876-5');
    expect(formatPhoneInput('1132345678')).toBe('(11) 3234-5678');
    expect(formatPhoneInput('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneInput('11a98765-43210999')).toBe('(11) 98765-4321');
    expect(formatPhoneInput('(11) 98765-4321999ab')).toBe('(11) 98765-4321');
  });

  it.each([
    ['+55 11 97654-3210', '(11) 97654-3210'],
    ['+5511976543210', '(11) 97654-3210'],
    ['+55 (11) 97654-3210', '(11) 97654-3210'],
    ['5511976543210', '(11) 97654-3210'],
    ['55 11 97654-3210', '(11) 97654-3210'],
    ['11 97654-3210', '(11) 97654-3210'],
    ['(11) 97654-3210', '(11) 97654-3210'],
    ['+55 11 3456-7890', '(11) 3456-7890'],
    ['(55) 99123-4567', '(55) 99123-4567'],
  ])('typed key by key, %j ends as %j', (typed, shown) => {
    expect(typeInto(typed)).toBe(shown);
  });

  it('shows +55 while the national number is incomplete', () => {
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('+5')).toBe('+5');
    expect(formatPhoneInput('+55')).toBe('+55');
    expect(formatPhoneInput('+55 ')).toBe('+55');
    expect(formatPhoneInput('+55 1')).toBe('+55 (1');
    expect(formatPhoneInput('+55 11 9765')).toBe('+55 (11) 9765');
    expect(formatPhoneInput('+55 11 97654-321')).toBe('(11) 9765-4321');
  });

  it.each([
    ['+55 11 97654-3210', '(11) 97654-3210'],
    ['+55 (11) 97654-3210', '(11) 97654-3210'],
    ['5511976543210', '(11) 97654-3210'],
    ['Tel: +55 11 97654-3210', '(11) 97654-3210'],
    ['WhatsApp +55 (11) 97654-3210 (Ana)', '(11) 97654-3210'],
    [' 11 97654-3210 ', '(11) 97654-3210'],
    ['011 97654-3210', '(11) 97654-3210'],
  ])('pasted %j shows %j', (pasted, shown) => {
    expect(formatPhoneInput(pasted)).toBe(shown);
  });

  it("keeps another country's + with its digits, for the validation to refuse", () => {
    expect(formatPhoneInput('+1 212 555 1234')).toBe('+12125551234');
    expect(isPhoneFormat(formatPhoneInput('+1 212 555 1234'))).toBe(false);
  });
});

describe('E.164 and the WhatsApp link', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 11 3456-7890', '+551134567890'],
    ['011 97654-3210', '+5511976543210'],
  ])('%j is %j', (phone, e164) => {
    expect(phoneE164(phone)).toBe(e164);
  });

  it('is null for what is not a Brazilian phone', () => {
    expect(phoneE164('+1 212 555 1234')).toBeNull();
    expect(phoneE164('1234')).toBeNull();
  });

  it('links to the chat with the country code and the digits', () => {
    expect(whatsappLink('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappLink('(11) 3456-7890')).toBe('https://wa.me/551134567890');
  });

  it('prefills the message, encoded, when one is given', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá, Ana! 10% & mais')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%2010%25%20%26%20mais');
    expect(whatsappLink('(55) 99876-5432', '')).toBe('https://wa.me/5555998765432?text=');
  });
});
