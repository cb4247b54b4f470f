import { describe, expect, it } from 'vitest';
import { addressErrors, addressInput, profileInput } from './address-validation';

const valid = {
  fullName: '  Vera Petrova ',
  streetLine1: 'ul. Knyaz Aleksandar 1',
  streetLine2: '',
  city: 'Plovdiv',
  postalCode: '4000',
  countryCode: 'bg',
  phoneNumber: ' ',
};

describe('addressInput', () => {
  it('trims, upper-cases the country and drops empty optional lines', () => {
    expect(addressInput.parse(valid)).toEqual({
      fullName: 'Vera Petrova',
      streetLine1: 'ul. Knyaz Aleksandar 1',
      city: 'Plovdiv',
      postalCode: '4000',
      countryCode: 'BG',
    });
  });
  it('refuses missing required fields, long text and a country that is not two letters', () => {
    expect(addressErrors({ ...valid, fullName: ' ', city: 'x'.repeat(101), countryCode: 'BGR' })).toEqual({
      fullName: true,
      city: true,
      countryCode: true,
    });
    expect(addressErrors(valid)).toEqual({});
  });
});

describe('profileInput', () => {
  it('keeps an emptied title or phone as "" so Vendure clears it', () => {
    expect(profileInput.parse({ title: ' ', firstName: 'Vera', lastName: 'Petrova', phoneNumber: '' })).toEqual({
      title: '',
      firstName: 'Vera',
      lastName: 'Petrova',
      phoneNumber: '',
    });
  });
});
