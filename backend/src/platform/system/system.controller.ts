import { versionInfoSchema } from '@rallypoint/shared';
import { Answers } from '../http';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VersionInfo } from '@rallypoint/shared';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Public } from '../auth';

@ApiTags('system')
@Controller('system')
export class SystemController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiOperation({ summary: 'Show the running RallyPoint version' })
  @Public()
  @Answers(versionInfoSchema)
  @Get('version')
  version(): VersionInfo {
    return { version: this.config.version };
  }
}
