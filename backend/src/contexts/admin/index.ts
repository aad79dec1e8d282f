/** The admin context's public surface: its module. It publishes no events and answers no other context's queries. */
export { AdminModule } from './admin.module';
