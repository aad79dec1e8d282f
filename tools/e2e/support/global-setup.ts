import { emptyApiTrafficDir } from './api-traffic';

export default function globalSetup(): void {
  emptyApiTrafficDir();
}
