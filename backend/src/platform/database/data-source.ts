import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { typeormOptions } from './typeorm-options';

/** For the TypeORM CLI (`npm run migration:run -w backend`). */
export default new DataSource(typeormOptions(loadConfig().databaseUrl));
