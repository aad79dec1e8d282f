export { Clock } from './clock';
export { ClockModule } from './clock.module';
