import { enforce, fieldRefusal, type Refusal, refuse } from '../../../platform/rules';

/** A 400 refusal reported on the field it is about (`fields: {winner: [...]}`); other refusals as usual. */
export function enforceOnField(field: string, refusal: Refusal | null): void {
  if (refusal?.kind === 'bad-request') refuse(fieldRefusal({ [field]: [refusal.message] }));
  enforce(refusal);
}
