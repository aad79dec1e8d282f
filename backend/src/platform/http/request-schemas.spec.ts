import { Logger, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import {
  approvalDecisionSchema,
  createTournamentRequestSchema,
  saveFixturesSchema,
  signupRequestSchema,
  tournamentRegistrationSchema,
  updateTournamentRequestSchema,
} from '@rallypoint/shared';
import { AppModule } from '../../app.module';
import type { AppConfig } from '../../config/app-config';
import { ZodBody } from './zod-validation.pipe';

interface BodyParameter {
  route: string;
  pipes: unknown[];
}

/** Every `@Body()` of every controller the app serves, with the pipes it runs through. */
function bodyParameters(): BodyParameter[] {
  // Building the module list registers a TypeORM data source name; its "already registered" warning is noise here.
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const modules = AppModule.forRoot({ databaseUrl: 'postgres://unused', runWorkerInProcess: false } as AppConfig).imports ?? [];
  const controllers = modules.flatMap((module) => (Reflect.getMetadata('controllers', module) as Type[] | undefined) ?? []);
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method) => {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { pipes: unknown[] }>;
      return Object.entries(args)
        .filter(([key]) => key.split(':')[0] === String(RouteParamtypes.BODY))
        .map(([, arg]) => ({ route: `${controller.name}.${method}`, pipes: arg.pipes }));
    }),
  );
}

const schemaOf = (route: string) => {
  const pipe = bodyParameters()
    .find((parameter) => parameter.route === route)
    ?.pipes.find((p) => p instanceof ZodBody);
  return (pipe as ZodBody<never> | undefined)?.schema;
};

describe('request bodies', () => {
  it('are all validated by a ZodBody pipe: there is no global validation to fall back on', () => {
    const parameters = bodyParameters();
    expect(parameters.length).toBeGreaterThan(0);
    expect(
      parameters.filter((parameter) => !parameter.pipes.some((pipe) => pipe instanceof ZodBody)).map((p) => p.route),
    ).toEqual([]);
  });

  it.each([
    ['AuthController.signUp', signupRequestSchema],
    ['TournamentsController.create', createTournamentRequestSchema],
    ['TournamentsController.update', updateTournamentRequestSchema],
    ['AdminTournamentsController.decide', approvalDecisionSchema],
    ['RegistrationsController.register', tournamentRegistrationSchema],
    ['FixturesController.save', saveFixturesSchema],
  ])('%s checks its body with the shared schema the client uses', (route, schema) => {
    expect(schemaOf(route)).toBe(schema);
  });
});
