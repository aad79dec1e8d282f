import { describe, expect, it } from 'vitest';
import { readSignupPrefill, signupPrefillPath } from './signup-prefill';

const read = (query: string) => readSignupPrefill(new URLSearchParams(query));

describe('signupPrefillPath', () => {
  it('splits the full name at its first space and carries e-mail and phone, encoded', () => {
    expect(signupPrefillPath({ fullName: '  Ana  de la Cruz ', email: 'ana+club@example.com', phone: '+1 555 010 0199' })).toBe(
      '/signup?firstName=Ana&lastName=de+la+Cruz&email=ana%2Bclub%40example.com&phone=%2B1+555+010+0199',
    );
  });

  it('leaves out what is empty', () => {
    expect(signupPrefillPath({ fullName: 'Cher', email: 'cher@example.com', phone: null })).toBe(
      '/signup?firstName=Cher&email=cher%40example.com',
    );
  });

  it('reads back what it wrote', () => {
    const path = signupPrefillPath({ fullName: 'Zoë Ångström', email: 'zoe@example.com', phone: '5552223333' });
    expect(read(path.split('?')[1])).toEqual({
      firstName: 'Zoë',
      lastName: 'Ångström',
      email: 'zoe@example.com',
      phone: '5552223333',
    });
  });
});

describe('readSignupPrefill', () => {
  it('keeps only the four fields, trimmed', () => {
    expect(
      read('firstName=%20Sam%20&lastName=Smash&email=sam@example.com&phone=5552223333&username=admin&userType=organizer'),
    ).toEqual({ firstName: 'Sam', lastName: 'Smash', email: 'sam@example.com', phone: '5552223333' });
  });

  it('drops a value that the sign-up form would refuse: control or bidirectional characters, bad e-mail, too long', () => {
    expect(read('firstName=Sam%0AEvil&lastName=%E2%80%AESmash&email=not-an-email&phone=123')).toEqual({});
    expect(read(`firstName=${'a'.repeat(101)}&lastName=${'b'.repeat(5000)}`)).toEqual({});
  });

  it('reads nothing from an address without a query', () => {
    expect(read('')).toEqual({});
  });
});
