import type { AcademyPriceRange, Sport } from '@rallypoint/shared';

export interface DemoClass {
  className: string;
  description: string;
  instructor: string;
  level: string;
  sport: Sport;
  duration: number;
  maxStudents: number;
  pricePerSession: string;
  schedule: string[];
}

export interface DemoAcademy {
  name: string;
  description: string;
  location: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  contactEmail: string;
  contactPhone: string;
  sports: Sport[];
  facilities: string[];
  rating: number;
  priceRange: AcademyPriceRange;
  classes: DemoClass[];
}

/** Classes for academy 1, which the migration creates without any. */
export const ACADEMY_ONE_CLASSES: DemoClass[] = [
  {
    className: 'Junior Tennis Foundations',
    description: 'Grips, footwork and rallying for new juniors.',
    instructor: 'Coach Elena Park',
    level: 'beginner',
    sport: 'tennis',
    duration: 60,
    maxStudents: 8,
    pricePerSession: '25.00',
    schedule: ['Monday 16:00', 'Wednesday 16:00'],
  },
  {
    className: 'Competitive Match Play',
    description: 'Point construction and match tactics for tournament players.',
    instructor: 'Coach Marcus Lee',
    level: 'advanced',
    sport: 'tennis',
    duration: 90,
    maxStudents: 6,
    pricePerSession: '40.00',
    schedule: ['Tuesday 18:00', 'Saturday 09:00'],
  },
  {
    className: 'Table Tennis Spin Lab',
    description: 'Serve and receive with heavy spin.',
    instructor: 'Coach Wei Chen',
    level: 'intermediate',
    sport: 'table_tennis',
    duration: 60,
    maxStudents: 10,
    pricePerSession: '20.00',
    schedule: ['Thursday 17:30'],
  },
];

/** Development only: a few academies across sports, cities and price ranges for Find Academies. */
export const DEMO_ACADEMIES: DemoAcademy[] = [
  {
    name: 'Baseline Tennis Club',
    description: 'High-performance tennis coaching on twelve hard courts.',
    location: 'Zilker Park',
    addressLine1: '2100 Barton Springs Rd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    contactEmail: 'coach@baseline.example',
    contactPhone: '5125550101',
    sports: ['tennis'],
    facilities: ['12 hard courts', 'Ball machines', 'Video analysis'],
    rating: 4.9,
    priceRange: 'premium',
    classes: [
      {
        className: 'High Performance Squad',
        description: 'Daily training for ranked juniors.',
        instructor: 'Coach Ana Ruiz',
        level: 'advanced',
        sport: 'tennis',
        duration: 120,
        maxStudents: 8,
        pricePerSession: '75.00',
        schedule: ['Weekdays 15:30'],
      },
    ],
  },
  {
    name: 'Kitchen Line Pickleball',
    description: 'Friendly pickleball clinics for every level.',
    location: 'Desert Sky Park',
    addressLine1: '3702 N 67th Ave',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85033',
    contactEmail: 'play@kitchenline.example',
    contactPhone: '6025550102',
    sports: ['pickleball'],
    facilities: ['8 outdoor courts', 'Shaded seating'],
    rating: 4.2,
    priceRange: 'budget',
    classes: [
      {
        className: 'Pickleball 101',
        description: 'Rules, scoring and the dink.',
        instructor: 'Coach Sam Ortiz',
        level: 'beginner',
        sport: 'pickleball',
        duration: 60,
        maxStudents: 12,
        pricePerSession: '12.00',
        schedule: ['Saturday 08:00'],
      },
    ],
  },
  {
    name: 'Spin City Table Tennis',
    description: 'Olympic-style table tennis training in Manhattan.',
    location: 'Midtown',
    addressLine1: '250 W 40th St',
    city: 'New York',
    state: 'NY',
    zipCode: '10018',
    contactEmail: 'hello@spincity.example',
    contactPhone: '2125550103',
    sports: ['table_tennis'],
    facilities: ['16 tables', 'Robot trainers'],
    rating: 4.5,
    priceRange: 'mid-range',
    classes: [
      {
        className: 'Footwork and Loops',
        description: 'Forehand loop drills with multiball.',
        instructor: 'Coach Li Na',
        level: 'intermediate',
        sport: 'table_tennis',
        duration: 75,
        maxStudents: 8,
        pricePerSession: '30.00',
        schedule: ['Monday 19:00', 'Friday 19:00'],
      },
    ],
  },
  {
    name: 'Harbor Racquet Academy',
    description: 'Tennis and pickleball by the water.',
    location: 'Waterfront',
    addressLine1: '1483 Alaskan Way',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    contactEmail: 'info@harborracquet.example',
    contactPhone: '2065550104',
    sports: ['tennis', 'pickleball'],
    facilities: ['Indoor courts', 'Pro shop'],
    rating: 3.8,
    priceRange: 'mid-range',
    classes: [],
  },
  {
    name: 'Paddle & Ping Center',
    description: 'Pickleball and table tennis for families.',
    location: 'Lincoln Park',
    addressLine1: '2045 N Lincoln Park W',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60614',
    contactEmail: 'desk@paddleping.example',
    contactPhone: '3125550105',
    sports: ['pickleball', 'table_tennis'],
    facilities: ['6 pickleball courts', '10 tables', 'Cafe'],
    rating: 4.0,
    priceRange: 'budget',
    classes: [
      {
        className: 'Family Paddle Night',
        description: 'Parents and kids play together.',
        instructor: 'Coach Priya Shah',
        level: 'beginner',
        sport: 'pickleball',
        duration: 60,
        maxStudents: 16,
        pricePerSession: '10.00',
        schedule: ['Friday 18:00'],
      },
    ],
  },
];
