import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One clock for every context, so a test that stands it at a moment moves "now" everywhere at once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
