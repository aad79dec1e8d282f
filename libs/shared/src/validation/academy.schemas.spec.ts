import { describe, expect, it } from 'vitest';
import { academyJoinSchema, academySearchSchema, joinFormOf } from './academy.schemas';

const errorsOf = (body: unknown) => {
  const result = academyJoinSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const signup = {
  academyId: 3,
  reason: 'I want to compete next season',
  experience: 'Two years of club play',
  goals: 'Improve my serve and footwork',
  age: 16,
  currentGrade: '10th',
  schoolName: 'Lincoln High',
  preferredTime: 'evening',
};

describe('academyJoinSchema', () => {
  it("tags the enrollment page's body and keeps its fields", () => {
    const parsed = academyJoinSchema.parse({
      academyId: 1,
      membershipType: 'family',
      experience: 'beginner',
      goals: '',
      preferredSchedule: '',
    });
    expect(parsed).toEqual({ academyId: 1, membershipType: 'family', experience: 'beginner', form: 'enrollment' });
  });

  it("tags the detail page's body as a student application, with or without membershipType", () => {
    expect(academyJoinSchema.parse(signup)).toMatchObject({ form: 'signup', membershipType: 'student', age: 16 });
    expect(academyJoinSchema.parse({ ...signup, membershipType: 'student', age: '16' })).toMatchObject({
      form: 'signup',
      age: 16,
    });
  });

  it('names both required enrollment fields when they are missing', () => {
    expect(errorsOf({ academyId: 1 })).toEqual({
      membershipType: 'Please select a membership type',
      experience: 'Please select your experience level',
    });
  });

  it('gives every signup message', () => {
    expect(
      errorsOf({
        academyId: 2,
        membershipType: 'student',
        reason: 'short',
        experience: 'abc',
        goals: 'x',
        age: 0,
        currentGrade: '',
        schoolName: 'A',
      }),
    ).toEqual({
      reason: 'Please provide a reason (minimum 10 characters)',
      experience: 'Please describe your experience',
      goals: 'Please describe your goals',
      age: 'Please enter a valid age',
      currentGrade: 'Please specify your current grade',
      schoolName: 'School name must be at least 2 characters',
      preferredTime: 'Please select your preferred training time',
    });
    expect(errorsOf({ ...signup, age: 151 })).toEqual({ age: 'Please enter a realistic age' });
    expect(errorsOf({ ...signup, age: 'twelve' })).toEqual({ age: 'Please enter a valid age' });
  });

  it('recognises the form by its fields', () => {
    expect(joinFormOf({ reason: 'x' })).toBe('signup');
    expect(joinFormOf({ membershipType: 'group' })).toBe('enrollment');
    expect(joinFormOf(null)).toBe('enrollment');
  });
});

describe('academySearchSchema', () => {
  it('accepts table_tennis and a minimum rating from the query string', () => {
    expect(academySearchSchema.parse({ sport: 'table_tennis', minRating: '4.5', search: '  ' })).toEqual({
      page: 1,
      pageSize: 50,
      sport: 'table_tennis',
      minRating: 4.5,
      search: undefined,
    });
  });

  it('refuses an unknown price range', () => {
    expect(academySearchSchema.safeParse({ priceRange: 'cheap' }).success).toBe(false);
  });
});
