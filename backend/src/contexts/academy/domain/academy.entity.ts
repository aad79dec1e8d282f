import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AcademyPriceRange, Sport } from '@rallypoint/shared';

/** A rating is one decimal from 0 to 5; read back as a number for filters and display. */
const ratingTransformer = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'academies' })
export class Academy {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  location: string | null;

  @Column({ name: 'address_line1', type: 'varchar', length: 300, nullable: true })
  addressLine1: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  state: string | null;

  @Column({ name: 'zip_code', type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: 320, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 30, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sports: Sport[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  facilities: string[];

  @Column({ type: 'numeric', precision: 2, scale: 1, default: 4.0, transformer: ratingTransformer })
  rating: number;

  @Column({ name: 'price_range', type: 'varchar', length: 20, default: 'mid-range' })
  priceRange: AcademyPriceRange;

  @Column({ name: 'owner_id', type: 'int', nullable: true })
  ownerId: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
