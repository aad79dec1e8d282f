import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Ids are positive integers; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  protected readonly lowest: number = 1;

  transform(value: string): number {
    const id = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < this.lowest || id > 2147483647) {
      throw new BadRequestException(`'${value}' is not a valid id`);
    }
    return id;
  }
}

/** The one route where 0 is a valid id: the admin announcement call, where it means every active student. */
@Injectable()
export class ParseIdOrZeroPipe extends ParseIdPipe {
  protected override readonly lowest: number = 0;
}
