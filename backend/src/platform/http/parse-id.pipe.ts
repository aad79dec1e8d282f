import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Ids are positive integers; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
      throw new BadRequestException(`'${value}' is not a valid id`);
    }
    return id;
  }
}
