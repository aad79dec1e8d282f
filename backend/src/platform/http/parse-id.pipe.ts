import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { PG_INTEGER_MAX } from '@rallypoint/shared';
import { fieldRefusal, refuse } from '../rules';

/** Ids are positive PostgreSQL integers; anything else is a 400 naming the parameter, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  protected readonly lowest: number = 1;

  transform(value: string, { data }: ArgumentMetadata): number {
    const id = Number(value);
    if (!/^\d{1,10}$/.test(value) || id < this.lowest || id > PG_INTEGER_MAX) {
      const field = data ?? 'id';
      refuse(
        fieldRefusal({
          [field]: [`'${value}' is not a valid id: ${field} must be a whole number from ${this.lowest} to ${PG_INTEGER_MAX}`],
        }),
      );
    }
    return id;
  }
}

/** The one route where 0 is a valid id: the admin announcement call, where it means every active student. */
@Injectable()
export class ParseIdOrZeroPipe extends ParseIdPipe {
  protected override readonly lowest: number = 0;
}
